package cryptobench.catalog;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/** The fixed order in which cryptobench shows benchmark params (JMH itself sorts them alphabetically). */
public final class ParamOrder {

    /** Known params first, in this order; any other param after them, alphabetically. */
    public static final List<String> KNOWN = List.of(
            Params.PROVIDER,
            Params.STACK,
            Params.PROTOCOL,
            Params.GROUP,
            Params.CERTIFICATE,
            Params.SUITE,
            Params.ALGORITHM,
            Params.PRIMITIVE,
            Params.KEM_PARAMETER_SET,
            Params.DSA_PARAMETER_SET,
            Params.WRAP_MODE,
            Params.WRAPPED_KEY,
            Params.SCHEME,
            Params.PADDING,
            Params.KEY_TYPE,
            Params.API,
            Params.ITERATIONS,
            Params.OUTPUT_BYTES,
            Params.KEY_BITS,
            Params.MODULUS_BITS,
            Params.DATA_SIZE,
            Params.BUFFER_KIND,
            Params.MESSAGE_SIZE,
            Params.CHUNK_SIZE);

    private ParamOrder() {}

    public static List<String> sorted(Collection<String> params) {
        return params.stream()
                .sorted(Comparator.comparingInt(ParamOrder::rank).thenComparing(Comparator.naturalOrder()))
                .toList();
    }

    private static int rank(String param) {
        int i = KNOWN.indexOf(param);
        return i < 0 ? KNOWN.size() : i;
    }
}
