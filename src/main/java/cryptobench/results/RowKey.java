package cryptobench.results;

import cryptobench.catalog.ParamOrder;
import java.util.Map;
import java.util.function.Function;

/**
 * The one spelling of a JMH row's identity, "benchmark [mode] jdk=17 provider=SunJCE keyBits=256
 * dataSize=1024" (params in {@link ParamOrder}), with the name of the JDK its caller matches on
 * ({@link Jdk}), and its short label "AesGcm.encrypt provider=SunJCE keyBits=256 dataSize=1024".
 */
public final class RowKey {

    /** Which name of a row's JDK its key carries. */
    public enum Jdk {
        /** The Java version its forks reported, "17.0.15": rows of one run, as merge and the estimator study match them. */
        VERSION(ResultRow::jdkVersion),
        /**
         * The row's JDK label, "17" (the full version where two builds of 17 are read together): rows
         * across runs, as compare matches them and the report keeps them apart.
         */
        LABEL(ResultRow::jdk),
        /**
         * The major version alone, "17" ("native" for the OpenSSL baseline), which does not depend on
         * the other inputs' JDK builds: history's series and export's names.
         */
        MAJOR(row -> ResultReader.major(row.jdkVersion()));

        private final Function<ResultRow, String> name;

        Jdk(Function<ResultRow, String> name) {
            this.name = name;
        }

        /** This name of the row's JDK. */
        public String of(ResultRow row) {
            return name.apply(row);
        }
    }

    private RowKey() {}

    public static String of(String benchmark, String mode, String jdk, Map<String, String> params) {
        return benchmark + " [" + mode + "] jdk=" + jdk + params(params);
    }

    /** The key of a row, its JDK named as {@code jdk} says. */
    public static String of(ResultRow row, Jdk jdk) {
        return of(row.benchmark(), row.mode(), jdk.of(row), row.params());
    }

    /** " k=v k=v" in {@link ParamOrder}, or "" without params. */
    public static String params(Map<String, String> params) {
        StringBuilder sb = new StringBuilder();
        ParamOrder.sorted(params.keySet())
                .forEach(k -> sb.append(' ').append(k).append('=').append(params.get(k)));
        return sb.toString();
    }

    /** "AesGcm.encrypt" of "cryptobench.bench.AesGcm.encrypt": the class and method of a benchmark. */
    public static String shortName(String benchmark) {
        int method = benchmark.lastIndexOf('.');
        int type = method < 0 ? -1 : benchmark.lastIndexOf('.', method - 1);
        return benchmark.substring(type + 1);
    }

    /** "AesGcm.encrypt provider=SunJCE keyBits=256 dataSize=1024": the short name of a benchmark with its params. */
    public static String label(String benchmark, Map<String, String> params) {
        return shortName(benchmark) + params(params);
    }
}
