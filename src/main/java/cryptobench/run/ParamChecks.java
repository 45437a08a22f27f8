package cryptobench.run;

import cryptobench.catalog.Params;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.IsaPrimitive;
import cryptobench.kdf.HkdfApi;
import cryptobench.kdf.HkdfFixture;
import cryptobench.kdf.Pbkdf2Fixture;
import cryptobench.provider.ProviderRegistry;
import cryptobench.random.RandomAlgorithm;
import cryptobench.scaling.ScalingPrimitive;
import cryptobench.sign.KeyType;
import cryptobench.sign.RsaPadding;
import cryptobench.sign.SignatureAlgorithm;
import cryptobench.tls.ServerKey;
import cryptobench.tls.TlsGroup;
import cryptobench.tls.TlsStack;
import cryptobench.tls.TlsSuite;
import cryptobench.tls.TlsVersion;
import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.Options;

/**
 * The cryptobench params given with -p, checked before any fork starts, so that a misspelt
 * provider fails once, naming the valid values, instead of once per trial.
 */
final class ParamChecks {

    private ParamChecks() {}

    /**
     * What is wrong with the -p values, or null: each enum param's values are checked against the type each of the
     * {@code selected} benchmarks declares it with; without {@code classes}, provider class names are left to the
     * caller.
     */
    static String check(Options cmd, boolean classes, Collection<BenchmarkListEntry> selected) {
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
            for (String value : cmd.getParameter(Params.ITERATIONS).orElse(List.of())) {
                oneOf(Params.ITERATIONS, parseInt(Params.ITERATIONS, value), Pbkdf2Fixture.ITERATIONS);
            }
            for (String value : cmd.getParameter(Params.OUTPUT_BYTES).orElse(List.of())) {
                oneOf(Params.OUTPUT_BYTES, parseInt(Params.OUTPUT_BYTES, value), HkdfFixture.OUTPUT_BYTES);
            }
            enumValues(cmd, Params.API, HkdfApi.class);
            enumValues(cmd, Params.KEY_TYPE, KeyType.class);
            enumValues(cmd, Params.PADDING, RsaPadding.class);
            enumValues(cmd, Params.ALGORITHM, CipherAlgorithm.class, RandomAlgorithm.class);
            enumValues(cmd, Params.PRIMITIVE, IsaPrimitive.class, ScalingPrimitive.class);
            enumValues(cmd, Params.STACK, TlsStack.class);
            enumValues(cmd, Params.PROTOCOL, TlsVersion.class);
            enumValues(cmd, Params.GROUP, TlsGroup.class);
            enumValues(cmd, Params.CERTIFICATE, ServerKey.class);
            enumValues(cmd, Params.SUITE, TlsSuite.class);
            for (BenchmarkListEntry entry : selected) {
                declaredEnumValues(cmd, entry);
            }
            return null;
        } catch (IllegalArgumentException e) {
            return "-p " + e.getMessage();
        }
    }

    /**
     * Each -p value of a param that this benchmark's class declares as an enum field names a constant of that enum:
     * JMH gives a -p value to every selected benchmark that has the param, so a value of another family's enum
     * would fail each of this one's trials.
     */
    private static void declaredEnumValues(Options cmd, BenchmarkListEntry entry) {
        Class<?> type;
        try {
            type = Class.forName(entry.getUserClassQName(), false, ParamChecks.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return;
        }
        for (Field field : type.getFields()) {
            Class<?> declared = field.getType();
            if (!declared.isEnum()) {
                continue;
            }
            String param = field.getName();
            List<String> valid = names(declared);
            for (String value : cmd.getParameter(param).orElse(List.of())) {
                if (!valid.contains(value.trim())) {
                    throw new IllegalArgumentException(param + " '" + value + "' is not one of "
                            + String.join(", ", valid) + ", the values of " + type.getSimpleName() + "'s " + param
                            + " (JMH gives a -p value to every selected benchmark that has the param: select fewer)");
                }
            }
        }
    }

    /**
     * Each value of {@code param} names a constant of one of {@code types} (the enums of the families that declare
     * {@code param}), as JMH reads an enum param; {@link #declaredEnumValues} then checks it against each selected
     * benchmark's own type.
     */
    private static void enumValues(Options cmd, String param, Class<?>... types) {
        List<String> valid =
                Arrays.stream(types).flatMap(t -> names(t).stream()).distinct().toList();
        for (String value : cmd.getParameter(param).orElse(List.of())) {
            if (!valid.contains(value.trim())) {
                throw new IllegalArgumentException(
                        param + " '" + value + "' is not one of " + String.join(", ", valid));
            }
        }
    }

    /** The constant names of an enum type, in declaration order. */
    private static List<String> names(Class<?> enumType) {
        return Arrays.stream(enumType.getEnumConstants())
                .map(c -> ((Enum<?>) c).name())
                .toList();
    }

    private static void oneOf(String param, int value, List<Integer> valid) {
        if (!valid.contains(value)) {
            throw new IllegalArgumentException(param + " " + value + " is not measured; valid: "
                    + valid.stream().map(String::valueOf).collect(Collectors.joining(", ")));
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
