package cryptobench.report;

import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import cryptobench.openssl.NativeBaseline;
import cryptobench.provider.ProviderRegistry;
import cryptobench.results.ResultRow;
import java.util.Comparator;

/** One line of a report table: a provider in one fork variant on one JDK (or natively). */
record Series(String provider, Variant variant, String jdk) {

    static Series of(ResultRow row) {
        return new Series(String.valueOf(row.param(Params.PROVIDER)), row.variant(), row.jdk());
    }

    boolean isNative() {
        return NativeBaseline.PROVIDER.equals(provider);
    }

    /** "SunJCE", "SunJCE PureJava", "SunJCE JDK 25", "OpenSSL no AES-NI". */
    String label(boolean showJdk) {
        StringBuilder sb = new StringBuilder(provider);
        if (variant == Variant.PURE_JAVA) {
            sb.append(isNative() ? " no AES-NI" : " PureJava");
        }
        if (showJdk && !isNative()) {
            sb.append(" JDK ").append(jdk);
        }
        return sb.toString();
    }

    /** Built-in providers in their usual order, other providers by name, OpenSSL last; then variant, then JDK. */
    static final Comparator<Series> ORDER = Comparator.comparingInt(
                    (Series s) -> s.isNative() ? Integer.MAX_VALUE : rank(s.provider))
            .thenComparing(Series::provider)
            .thenComparing(Series::variant)
            .thenComparing(s -> jdkNumber(s.jdk));

    private static int rank(String provider) {
        int i = ProviderRegistry.builtinNames().indexOf(provider);
        return i < 0 ? ProviderRegistry.builtinNames().size() : i;
    }

    static int jdkNumber(String jdk) {
        try {
            return Integer.parseInt(jdk);
        } catch (NumberFormatException e) {
            return Integer.MAX_VALUE;
        }
    }
}
