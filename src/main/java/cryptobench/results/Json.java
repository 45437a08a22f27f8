package cryptobench.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * The one Jackson mapper of the suite: every file of a run folder is read and written through it, indented for a
 * reader; {@link #COMPACT} writes what no reader opens by hand (a packed round store).
 */
public final class Json {

    public static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** The same mapper's writer without indentation. */
    public static final ObjectWriter COMPACT = MAPPER.writer().without(SerializationFeature.INDENT_OUTPUT);

    private Json() {}
}
