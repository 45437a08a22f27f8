package cryptobench.jvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * A set of HotSpot intrinsics that a pure-Java fork switches off together: its flags, the fork
 * arguments that switch them off, and the check a fork makes of itself before it measures.
 */
public enum IntrinsicGroup {
    /** AES, GHASH, ChaCha20 and Poly1305. */
    CIPHER(
            IntrinsicFlags.CIPHER_FLAGS,
            IntrinsicFlags.CIPHER_INTRINSICS_OFF,
            IntrinsicFlags::requireCipherIntrinsicsOff),
    /** MD5, SHA-1, SHA-2 and SHA-3. */
    DIGEST(
            IntrinsicFlags.DIGEST_FLAGS,
            IntrinsicFlags.DIGEST_INTRINSICS_OFF,
            IntrinsicFlags::requireDigestIntrinsicsOff),
    /** BigInteger multiplication and the EC field arithmetic. */
    BIGINT(
            IntrinsicFlags.BIGINT_FLAGS,
            IntrinsicFlags.BIGINT_INTRINSICS_OFF,
            IntrinsicFlags::requireBigIntegerIntrinsicsOff),
    /** ML-KEM and ML-DSA: the Kyber and Dilithium NTT intrinsics and SHA-3/SHAKE. */
    PQC(IntrinsicFlags.PQC_FLAGS, IntrinsicFlags.PQC_INTRINSICS_OFF, IntrinsicFlags::requirePqcIntrinsicsOff),
    /** The ISA-level table's pure-Java fork: every cipher and digest intrinsic. */
    CIPHER_AND_DIGEST(
            Stream.concat(IntrinsicFlags.CIPHER_FLAGS.stream(), IntrinsicFlags.DIGEST_FLAGS.stream())
                    .toList(),
            cipherAndDigestOff(),
            IntrinsicFlags::requireCipherAndDigestIntrinsicsOff),
    /** TLS: the record ciphers, the transcript hashes and the key exchange and certificate arithmetic, all together. */
    TLS(
            Stream.of(IntrinsicFlags.CIPHER_FLAGS, IntrinsicFlags.DIGEST_FLAGS, IntrinsicFlags.BIGINT_FLAGS)
                    .flatMap(List::stream)
                    .toList(),
            tlsOff(),
            IntrinsicFlags::requireTlsIntrinsicsOff);

    private final List<String> flags;
    private final List<String> offArgs;
    private final Supplier<Map<String, String>> requireOff;

    IntrinsicGroup(List<String> flags, List<String> offArgs, Supplier<Map<String, String>> requireOff) {
        this.flags = flags;
        this.offArgs = offArgs;
        this.requireOff = requireOff;
    }

    private static List<String> cipherAndDigestOff() {
        List<String> args = new ArrayList<>(IntrinsicFlags.CIPHER_INTRINSICS_OFF);
        IntrinsicFlags.DIGEST_INTRINSICS_OFF.stream()
                .filter(a -> !args.contains(a))
                .forEach(args::add);
        return List.copyOf(args);
    }

    private static List<String> tlsOff() {
        List<String> args = new ArrayList<>(cipherAndDigestOff());
        IntrinsicFlags.BIGINT_INTRINSICS_OFF.stream()
                .filter(a -> !args.contains(a))
                .forEach(args::add);
        return List.copyOf(args);
    }

    /** The flags, without the -XX: prefix. */
    public List<String> flags() {
        return flags;
    }

    /** The JVM arguments of a fork with this group switched off. */
    public List<String> offArgs() {
        return offArgs;
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
        Variant variant = Variant.ofBenchmark(benchmark);
        if (variant.useAvx() != null) {
            return IntrinsicFlags.requireUseAvx(variant.useAvx());
        }
        return variant == Variant.PURE_JAVA ? requireOff() : Map.of();
    }

    /**
     * Fails unless every flag of this group that this JVM knows is off.
     *
     * @return the flags as read in this JVM
     * @throws IllegalStateException naming the flags still on
     */
    public Map<String, String> requireOff() {
        return requireOff.get();
    }
}
