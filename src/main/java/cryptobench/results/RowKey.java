package cryptobench.results;

import cryptobench.catalog.ParamOrder;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;

/**
 * The spellings of a row's identity ({@link RowId}), params in {@link ParamOrder}: its key "benchmark
 * [mode] jdk=17 provider=SunJCE keyBits=256 dataSize=1024" with the name of the JDK its caller matches
 * on ({@link Jdk}), its trial's key, its short label "AesGcm.encrypt provider=SunJCE ..." and history's.
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

    /** A param of a trial's key: JMH names params by their Java fields. */
    private static final Pattern PARAM = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*=.*");

    private RowKey() {}

    /** "cryptobench.bench.AesGcm.encrypt [thrpt] jdk=17 provider=SunJCE keyBits=256 dataSize=1024". */
    public static String of(RowId id, String jdk) {
        return id.benchmark() + " [" + id.mode().shortLabel() + "] jdk=" + jdk + params(id.params());
    }

    /** The key of a row, its JDK named as {@code jdk} says. */
    public static String of(ResultRow row, Jdk jdk) {
        return of(row.id(), jdk.of(row));
    }

    /**
     * "cryptobench.bench.AesGcm.encrypt thrpt provider=SunJCE keyBits=256 dataSize=1024": a trial's key,
     * unique within a run, as round stores keep it.
     */
    public static String trial(RowId id) {
        return id.benchmark() + ' ' + id.mode().shortLabel() + params(id.params());
    }

    /** The identity a trial's key spells ({@link #trial}), or null when {@code key} is not one. */
    public static RowId ofTrial(String key) {
        String[] words = key.split(" ", -1);
        if (words.length < 2 || words[0].isEmpty()) {
            return null;
        }
        Mode mode;
        try {
            mode = RowId.mode(words[1], key);
        } catch (IllegalArgumentException e) {
            return null;
        }
        Map<String, String> params = new LinkedHashMap<>();
        String last = null;
        for (int i = 2; i < words.length; i++) {
            if (PARAM.matcher(words[i]).matches()) {
                int eq = words[i].indexOf('=');
                last = words[i].substring(0, eq);
                params.put(last, words[i].substring(eq + 1));
            } else if (last != null) {
                params.merge(last, " " + words[i], String::concat);
            } else {
                return null;
            }
        }
        RowId id = new RowId(words[0], mode, params);
        return trial(id).equals(key) ? id : null;
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

    /** {@link #label} of a row or trial. */
    public static String label(RowId id) {
        return label(id.benchmark(), id.params());
    }

    /** "AesGcm.encrypt [avgt] provider=SunJCE dataSize=16384 jdk=17": history's label, the mode only where it is not throughput. */
    public static String history(RowId id, String jdk) {
        return history(shortName(id.benchmark()), id, jdk);
    }

    /** History's label with the benchmark's method alone, "encrypt [avgt] provider=SunJCE jdk=17": a line of a chart that names the class. */
    public static String historyLine(RowId id, String jdk) {
        return history(id.benchmark().substring(id.benchmark().lastIndexOf('.') + 1), id, jdk);
    }

    private static String history(String name, RowId id, String jdk) {
        return name + (id.mode() == Mode.Throughput ? "" : " [" + id.mode().shortLabel() + "]") + params(id.params())
                + " jdk=" + jdk;
    }

    /** " (avgt)" after a title or label, or nothing for throughput, which every table assumes. */
    public static String modeNote(Mode mode) {
        return mode == Mode.Throughput ? "" : " (" + mode.shortLabel() + ")";
    }
}
