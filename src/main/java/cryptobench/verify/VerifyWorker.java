package cryptobench.verify;

import cryptobench.check.*;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.jvm.IntrinsicGroup;
import cryptobench.jvm.Variant;
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
import java.util.function.Consumer;

/**
 * The main class of a verify fork: runs {@link Verification} in this JVM and writes its
 * {@link ForkReport} as JSON. Started by the {@code verify} command, one JVM per JDK and fork
 * variant: {@code java [variant flags] -cp benchmarks.jar cryptobench.verify.VerifyWorker
 * --providers SunJCE,BC --scope headline --seed 1 --variant PureJava --out FILE}.
 */
public final class VerifyWorker {

    /** The fork variants of verify: a {@link Variant} under the label its command line, fork names and reports use. */
    public enum ForkVariant {
        /** The JDK's defaults. */
        DEFAULT("default", Variant.INTRINSIC),
        /** Every cipher, digest, big-integer and post-quantum intrinsic off. */
        PURE_JAVA("PureJava", Variant.PURE_JAVA),
        AVX2("UseAVX=2", Variant.AVX2),
        AVX1("UseAVX=1", Variant.AVX1),
        AVX0("UseAVX=0", Variant.AVX0);

        /** The intrinsics the pure-Java fork switches off, all of them. */
        static final List<IntrinsicGroup> PURE_JAVA_GROUPS =
                List.of(IntrinsicGroup.CIPHER_AND_DIGEST, IntrinsicGroup.BIGINT, IntrinsicGroup.PQC);

        private final String label;
        private final Variant variant;

        ForkVariant(String label, Variant variant) {
            this.label = label;
            this.variant = variant;
        }

        public String label() {
            return label;
        }

        public Variant variant() {
            return variant;
        }

        /** The JVM arguments that make a fork this variant. */
        public List<String> flagArgs() {
            if (variant == Variant.PURE_JAVA) {
                return IntrinsicGroup.offArgs(PURE_JAVA_GROUPS);
            }
            return variant.useAvx() == null ? List.of() : IntrinsicFlags.useAvxArgs(variant.useAvx());
        }

        /**
         * Checks that this JVM is this variant: for the pure-Java one, that every intrinsic it
         * switches off is off; for an ISA level, that the JVM runs at that {@code UseAVX}.
         *
         * @return the flags read
         * @throws IllegalStateException           naming the intrinsics still on
         * @throws UnsupportedCombinationException for a {@code UseAVX} level this JVM does not run at
         */
        public Map<String, String> checkFork() {
            return IntrinsicGroup.checkFork(variant, PURE_JAVA_GROUPS);
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

    private VerifyWorker() {}

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
        ForkReport report =
                run(variant, providers, scope, seed, line -> System.out.println("# " + variant.label() + ": " + line));
        AtomicFile.writeAtomically(out, Json.MAPPER.writeValueAsBytes(report));
    }

    /**
     * What this JVM finds as a fork of {@code variant}. A JVM that is not that variant checks
     * nothing: a UseAVX level it does not run at is a "not offered" row, intrinsics still on a failure.
     */
    static ForkReport run(ForkVariant variant, List<String> providers, Scope scope, long seed, Consumer<String> log) {
        Map<String, String> fork = new LinkedHashMap<>();
        fork.put(
                "JDK",
                System.getProperty("java.vendor") + " "
                        + System.getProperty("java.runtime.version", System.getProperty("java.version")));
        fork.put("java.home", System.getProperty("java.home"));
        fork.put("fork variant", variant.label());
        Map<String, String> flags = IntrinsicFlags.read(IntrinsicFlags.ALL_FLAGS);
        fork.put("UseAVX", flags.getOrDefault(IntrinsicFlags.USE_AVX, "(none: not x86)"));
        fork.put("intrinsic flags", flags.toString());
        fork.put(
                "JVM arguments",
                String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        try {
            try {
                variant.checkFork();
            } catch (IllegalStateException e) {
                log.accept(e.getMessage());
                Failure f = new Failure(String.join(",", providers), "(fork)", "fork", e.getMessage(), fork);
                return ForkReport.of(fork, providers, List.of(), List.of(f));
            }
            return new Verification(providers, scope, seed, fork, log).run();
        } catch (UnsupportedCombinationException e) {
            return ForkReport.of(
                    fork,
                    providers,
                    List.of(new Tally("(fork)", "fork", variant.label(), 0, 0, 0, 0, e.getMessage())),
                    List.of());
        }
    }
}
