package cryptobench.results;

import cryptobench.catalog.ParamOrder;
import java.util.Map;

/**
 * The one spelling of a JMH row's identity across runs, "benchmark [mode] jdk=17 provider=SunJCE
 * keyBits=256 dataSize=1024" (params in {@link ParamOrder}): what compare matches, merge checks for
 * doubles and export names.
 */
public final class RowKey {

    private RowKey() {
    }

    public static String of(String benchmark, String mode, String jdk, Map<String, String> params) {
        return benchmark + " [" + mode + "] jdk=" + jdk + params(params);
    }

    /** The key of a row, with the Java version its forks reported. */
    public static String of(ResultRow row) {
        return of(row.benchmark(), row.mode(), row.jdkVersion(), row.params());
    }

    /** " k=v k=v" in {@link ParamOrder}, or "" without params. */
    public static String params(Map<String, String> params) {
        StringBuilder sb = new StringBuilder();
        ParamOrder.sorted(params.keySet()).forEach(k -> sb.append(' ').append(k).append('=').append(params.get(k)));
        return sb.toString();
    }

    /** "AesGcm.encrypt" of "cryptobench.bench.AesGcm.encrypt": the class and method of a benchmark. */
    public static String shortName(String benchmark) {
        int method = benchmark.lastIndexOf('.');
        int type = method < 0 ? -1 : benchmark.lastIndexOf('.', method - 1);
        return benchmark.substring(type + 1);
    }
}
