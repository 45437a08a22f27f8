package cryptobench.cli;

import cryptobench.run.Profile;
import cryptobench.run.Shard;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Every option value the commands convert from text: profiles and shards through picocli, thresholds
 * and budgets when the command runs (their errors are "error: ..." with exit code 2, not picocli's usage).
 */
final class Converters {

    private Converters() {}

    /** A value parsed by its own type's parser, whose IllegalArgumentException becomes picocli's conversion error. */
    private abstract static class Parsed<T> implements ITypeConverter<T> {
        private final Function<String, T> parse;

        Parsed(Function<String, T> parse) {
            this.parse = parse;
        }

        @Override
        public T convert(String value) {
            try {
                return parse.apply(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** The profiles' names, in order, for help texts. */
    static final class ProfileNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Profile.values()).map(Profile::label).iterator();
        }
    }

    /** A profile name, the label of one of {@link Profile}'s constants. */
    static final class ProfileConverter extends Parsed<Profile> {
        ProfileConverter() {
            super(Profile::parse);
        }
    }

    /** K/N, the K-th of N shares of the trials. */
    static final class ShardConverter extends Parsed<Shard> {
        ShardConverter() {
            super(Shard::parse);
        }
    }

    /** "5%" or "0.05" as 0.05: a --threshold from 0 up to 1000%. */
    static double threshold(String text) {
        String t = text.trim();
        try {
            double value =
                    t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1)) / 100 : Double.parseDouble(t);
            if (!(value >= 0 && value < 10)) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--threshold '" + text + "' is not a change like 5% or 0.05");
        }
    }

    /** A --budget of "90s", "10m", "1h" or a number of seconds, in seconds. */
    static long budget(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        try {
            long v;
            if (t.endsWith("h")) {
                v = TimeUnit.HOURS.toSeconds(Long.parseLong(t.substring(0, t.length() - 1)));
            } else if (t.endsWith("m")) {
                v = TimeUnit.MINUTES.toSeconds(Long.parseLong(t.substring(0, t.length() - 1)));
            } else if (t.endsWith("s")) {
                v = Long.parseLong(t.substring(0, t.length() - 1));
            } else {
                v = Long.parseLong(t);
            }
            if (v <= 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--budget '" + text + "' is not a time like 90s, 10m or 1h");
        }
    }
}
