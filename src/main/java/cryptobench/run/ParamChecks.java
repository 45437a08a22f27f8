package cryptobench.run;

import cryptobench.catalog.Params;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.provider.ProviderRegistry;
import cryptobench.sign.SignatureAlgorithm;
import cryptobench.tls.ServerKey;
import cryptobench.tls.TlsGroup;
import cryptobench.tls.TlsStack;
import cryptobench.tls.TlsSuite;
import cryptobench.tls.TlsVersion;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * The cryptobench params given with -p, checked before any fork starts, so that a misspelt
 * provider fails once, naming the valid values, instead of once per trial.
 */
final class ParamChecks {

    private ParamChecks() {}

    /** What is wrong with the -p values, or null. */
    static String check(CommandLineOptions cmd) {
        return check(cmd, true);
    }

    /** As {@link #check(CommandLineOptions)}; without {@code classes}, provider class names are left to the caller. */
    static String check(CommandLineOptions cmd, boolean classes) {
        try {
            cmd.getParameter(Params.PROVIDER).orElse(List.of()).stream()
                    .filter(p -> classes || !p.contains("."))
                    .forEach(ProviderRegistry::canonical);
            for (String value : cmd.getParameter(Params.KEY_BITS).orElse(List.of())) {
                CipherAlgorithm.checkKnownKeyBits(parseInt(Params.KEY_BITS, value));
            }
            for (String value : cmd.getParameter(Params.MODULUS_BITS).orElse(List.of())) {
                List<Integer> valid = SignatureAlgorithm.RSA_PKCS1_SHA256.keySizes();
                if (!valid.contains(parseInt(Params.MODULUS_BITS, value))) {
                    throw new IllegalArgumentException("modulusBits " + value + " is not an RSA size here; valid: "
                            + valid.stream().map(String::valueOf).collect(Collectors.joining(", ")));
                }
            }
            for (String size : Params.LENGTHS) {
                for (String value : cmd.getParameter(size).orElse(List.of())) {
                    if (parseInt(size, value) <= 0) {
                        throw new IllegalArgumentException(size + " must be a positive number of bytes, got " + value);
                    }
                }
            }
            enumValues(cmd, Params.STACK, TlsStack.class);
            enumValues(cmd, Params.PROTOCOL, TlsVersion.class);
            enumValues(cmd, Params.GROUP, TlsGroup.class);
            enumValues(cmd, Params.CERTIFICATE, ServerKey.class);
            enumValues(cmd, Params.SUITE, TlsSuite.class);
            return null;
        } catch (IllegalArgumentException e) {
            return "-p " + e.getMessage();
        }
    }

    /** Each value of {@code param} names a constant of {@code type}, as JMH reads an enum param. */
    private static <E extends Enum<E>> void enumValues(CommandLineOptions cmd, String param, Class<E> type) {
        for (String value : cmd.getParameter(param).orElse(List.of())) {
            try {
                Enum.valueOf(type, value.trim());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(param + " '" + value + "' is not one of "
                        + Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", ")));
            }
        }
    }

    private static int parseInt(String param, String value) {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(param + " '" + value + "' is not a whole number");
        }
    }
}
