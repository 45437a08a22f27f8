package cryptobench.verify;

import cryptobench.check.*;

import cryptobench.jvm.IntrinsicFlags;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.results.AtomicFile;
import cryptobench.results.Json;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The main class of a verify fork: runs {@link Verification} in this JVM and writes its
 * {@link ForkReport} as JSON. Started by the {@code verify} command, one JVM per JDK and fork
 * variant: {@code java [variant flags] -cp benchmarks.jar cryptobench.verify.VerifyWorker
 * --providers SunJCE,BC --scope headline --seed 1 --variant PureJava --out FILE}.
 */
public final class VerifyWorker {

    /** The fork variants of verify, as the worker checks them. */
    public enum ForkVariant {
        /** The JDK's defaults. */
        DEFAULT("default", null),
        /** Every cipher, digest, big-integer and post-quantum intrinsic off. */
        PURE_JAVA("PureJava", null),
        AVX2("UseAVX=2", 2),
        AVX1("UseAVX=1", 1),
        AVX0("UseAVX=0", 0);

        private final String label;
        private final Integer useAvx;

        ForkVariant(String label, Integer useAvx) {
            this.label = label;
            this.useAvx = useAvx;
        }

        public String label() {
            return label;
        }

        public Integer useAvx() {
            return useAvx;
        }

        /** The variant by label or enum name. */
        public static ForkVariant parse(String s) {
            for (ForkVariant v : values()) {
                if (v.label.equalsIgnoreCase(s) || v.name().equalsIgnoreCase(s)) {
                    return v;
                }
            }
            throw new IllegalArgumentException("unknown fork variant '" + s + "'; valid: "
                    + Arrays.stream(values()).map(ForkVariant::label).toList());
        }
    }

    private VerifyWorker() {
    }

    public static void main(String[] args) throws IOException {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i], args[i + 1]);
        }
        List<String> providers = List.of(options.getOrDefault("--providers", "").split(","));
        Scope scope = Scope.parse(options.getOrDefault("--scope", "headline"));
        long seed = Long.parseLong(options.getOrDefault("--seed", "1"));
        ForkVariant variant = ForkVariant.parse(options.getOrDefault("--variant", "default"));
        Path out = Path.of(options.getOrDefault("--out", "verify-fork.json"));
        Map<String, String> fork = new LinkedHashMap<>();
        fork.put("JDK", System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version", System.getProperty("java.version")));
        fork.put("java.home", System.getProperty("java.home"));
        fork.put("fork variant", variant.label());
        Map<String, String> flags = IntrinsicFlags.read(List.of(IntrinsicFlags.USE_AVX, "UseAES", "UseAESIntrinsics", "UseAESCTRIntrinsics",
                "UseGHASHIntrinsics", "UseChaCha20Intrinsics", "UsePoly1305Intrinsics", "UseSHA"));
        fork.put("UseAVX", flags.getOrDefault(IntrinsicFlags.USE_AVX, "(none: not x86)"));
        fork.put("intrinsic flags", flags.toString());
        fork.put("JVM arguments", String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        ForkReport report;
        try {
            if (variant == ForkVariant.PURE_JAVA) {
                IntrinsicFlags.requireCipherAndDigestIntrinsicsOff();
            } else if (variant.useAvx() != null) {
                IntrinsicFlags.requireUseAvx(variant.useAvx());
            }
            report = new Verification(providers, scope, seed, fork, line -> System.out.println("# " + variant.label() + ": " + line)).run();
        } catch (UnsupportedCombinationException e) {
            report = new ForkReport(fork, providers, List.of(new Tally("(fork)", "fork", variant.label(), 0, 0, 0, 0, e.getMessage())),
                    List.of(), 0, Map.of(), 0);
        }
        AtomicFile.writeAtomically(out, Json.MAPPER.writeValueAsBytes(report));
    }
}
