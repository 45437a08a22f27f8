package cryptobench.jvm;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A set of HotSpot intrinsics that a pure-Java fork switches off together: its flags, the fork
 * arguments that switch them off, and the check a fork makes of itself before it measures.
 */
public enum IntrinsicGroup {
    /** AES, GHASH, ChaCha20 and Poly1305 ({@code UseAES} and {@code UseAESIntrinsics} are in every HotSpot JDK since 8). */
    CIPHER(
            IntrinsicFlags.CIPHER_FLAGS,
            IntrinsicFlags.CIPHER_INTRINSICS_OFF,
            "pure-Java variant",
            List.of("UseAES", "UseAESIntrinsics"),
            " (did -jvmArgsPrepend replace them?)"),
    /** MD5, SHA-1, SHA-2 and SHA-3 ({@code UseSHA} is in every HotSpot JDK since 8). */
    DIGEST(
            IntrinsicFlags.DIGEST_FLAGS,
            IntrinsicFlags.DIGEST_INTRINSICS_OFF,
            "pure-Java digest variant",
            List.of("UseSHA"),
            ""),
    /**
     * BigInteger multiplication and the EC field arithmetic ({@code UseMultiplyToLenIntrinsic} is in every HotSpot
     * JDK with C2 since 8, so a reading without it means the flags cannot be seen).
     */
    BIGINT(
            IntrinsicFlags.BIGINT_FLAGS,
            IntrinsicFlags.BIGINT_INTRINSICS_OFF,
            "pure-Java public-key variant",
            List.of("UseMultiplyToLenIntrinsic"),
            ""),
    /** ML-KEM and ML-DSA: the Kyber and Dilithium NTT intrinsics and SHA-3/SHAKE ({@code UseSHA3Intrinsics} since 17). */
    PQC(
            IntrinsicFlags.PQC_FLAGS,
            IntrinsicFlags.PQC_INTRINSICS_OFF,
            "pure-Java post-quantum variant",
            List.of("UseSHA3Intrinsics"),
            ""),
    /** The ISA-level table's pure-Java fork: every cipher and digest intrinsic. */
    CIPHER_AND_DIGEST(List.of(CIPHER, DIGEST)),
    /** TLS: the record ciphers, the transcript hashes and the key exchange and certificate arithmetic, all together. */
    TLS(List.of(CIPHER, DIGEST, BIGINT));

    private final List<String> flags;
    private final List<String> offArgs;
    /** The groups this one joins, or empty for a group of its own flags. */
    private final List<IntrinsicGroup> parts;
    /** How a failed check names the variant. */
    private final String variantName;
    /** The flags every HotSpot JDK shows: without them the flags cannot be read. */
    private final List<String> alwaysPresent;

    private final String hint;

    IntrinsicGroup(
            List<String> flags, List<String> offArgs, String variantName, List<String> alwaysPresent, String hint) {
        this.flags = flags;
        this.offArgs = offArgs;
        this.parts = List.of();
        this.variantName = variantName;
        this.alwaysPresent = alwaysPresent;
        this.hint = hint;
    }

    IntrinsicGroup(List<IntrinsicGroup> parts) {
        this.flags = parts.stream().flatMap(g -> g.flags.stream()).toList();
        this.offArgs = offArgs(parts);
        this.parts = parts;
        this.variantName = null;
        this.alwaysPresent = List.of();
        this.hint = "";
    }

    /** The flags, without the -XX: prefix. */
    public List<String> flags() {
        return flags;
    }

    /** The JVM arguments of a fork with this group switched off. */
    public List<String> offArgs() {
        return offArgs;
    }

    /** The JVM arguments of a fork with all of {@code groups} switched off, each once, in order. */
    public static List<String> offArgs(Collection<IntrinsicGroup> groups) {
        Set<String> args = new LinkedHashSet<>();
        groups.forEach(g -> args.addAll(g.offArgs));
        return List.copyOf(args);
    }

    /**
     * The check every benchmark makes in its trial set-up: a fork of the pure-Java variant fails
     * unless this group's flags are really off, and a fork of an ISA level unless the JVM runs at
     * that {@code UseAVX}. The default variant is not checked: switching its intrinsics off on
     * purpose is how a regression is simulated; env.json records its flags.
     *
     * @return the flags as read in the fork, or an empty map for the default variant
     */
    public Map<String, String> checkFork(String benchmark) {
        return checkFork(Variant.ofBenchmark(benchmark), List.of(this));
    }

    /**
     * The same check for a fork of {@code variant} whose pure-Java form switches off all of {@code groups}.
     *
     * @return the flags as read in the fork, or an empty map for the default variant
     * @throws IllegalStateException naming the intrinsics still on (a {@code UseAVX} level this JVM does not run at
     *                               is an {@code UnsupportedCombinationException})
     */
    public static Map<String, String> checkFork(Variant variant, Collection<IntrinsicGroup> groups) {
        if (variant.useAvx() != null) {
            return IntrinsicFlags.requireUseAvx(variant.useAvx());
        }
        Map<String, String> values = new LinkedHashMap<>();
        if (variant == Variant.PURE_JAVA) {
            groups.forEach(g -> values.putAll(g.requireOff()));
        }
        return values;
    }

    /**
     * Fails unless every flag of this group that this JVM knows is off.
     *
     * @return the flags as read in this JVM
     * @throws IllegalStateException naming the flags still on, or the flags this JVM lacks
     */
    public Map<String, String> requireOff() {
        if (!parts.isEmpty()) {
            Map<String, String> values = new LinkedHashMap<>();
            parts.forEach(g -> values.putAll(g.requireOff()));
            return values;
        }
        Map<String, String> values = IntrinsicFlags.read(flags);
        String stillOn = values.entrySet().stream()
                .filter(e -> !"false".equals(e.getValue()))
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", "));
        if (!stillOn.isEmpty()) {
            throw new IllegalStateException(variantName + ", but intrinsics are still on: " + stillOn
                    + ". Its fork needs " + String.join(" ", offArgs) + hint);
        }
        List<String> missing =
                alwaysPresent.stream().filter(f -> !values.containsKey(f)).toList();
        if (!missing.isEmpty()) {
            throw new IllegalStateException(variantName + ": this JVM does not show " + missing
                    + ", so it cannot be checked (diagnostic flags need " + IntrinsicFlags.UNLOCK_DIAGNOSTIC + ")");
        }
        return values;
    }
}
