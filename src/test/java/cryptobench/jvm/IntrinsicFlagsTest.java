package cryptobench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.bench.CipherBenchmark;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Fork;

class IntrinsicFlagsTest {

    @Test
    void variantComesFromTheBenchmarkName() {
        assertEquals(Variant.PURE_JAVA, Variant.ofBenchmark("cryptobench.bench.AesGcm.encryptPureJava"));
        assertEquals(Variant.INTRINSIC, Variant.ofBenchmark("cryptobench.bench.AesGcm.encrypt"));
    }

    @Test
    void benchmarkForkArgumentsAreTheDocumentedOnes() throws NoSuchMethodException {
        assertEquals(ForkArgs.DEFAULT, List.of(CipherBenchmark.class.getAnnotation(Fork.class).jvmArgsPrepend()));
        for (String method : List.of("encryptPureJava", "decryptPureJava")) {
            Fork fork = CipherBenchmark.class.getMethod(method).getAnnotation(Fork.class);
            assertEquals(ForkArgs.PURE_JAVA, List.of(fork.jvmArgsPrepend()), method);
        }
        for (String flag : IntrinsicFlags.CIPHER_FLAGS) {
            assertTrue(ForkArgs.PURE_JAVA.contains("-XX:-" + flag), flag + " is not switched off");
        }
    }

    @Test
    void digestBenchmarkForkArgumentsAreTheDocumentedOnes() throws NoSuchMethodException {
        assertEquals(ForkArgs.DEFAULT, List.of(cryptobench.bench.DigestBenchmark.class.getAnnotation(Fork.class).jvmArgsPrepend()));
        Fork fork = cryptobench.bench.DigestBenchmark.class.getMethod("digestPureJava").getAnnotation(Fork.class);
        assertEquals(ForkArgs.PURE_JAVA_DIGEST, List.of(fork.jvmArgsPrepend()));
        for (String flag : IntrinsicFlags.DIGEST_FLAGS) {
            assertTrue(ForkArgs.PURE_JAVA_DIGEST.contains("-XX:-" + flag), flag + " is not switched off");
        }
    }

    @Test
    void theDigestCheckFailsLoudlyInAJvmWithShaIntrinsicsOn() {
        Map<String, String> flags = IntrinsicFlags.read(IntrinsicFlags.DIGEST_FLAGS);
        Assumptions.assumeTrue("true".equals(flags.get("UseSHA")), "needs a CPU with SHA instructions: " + flags);
        IllegalStateException e = assertThrows(IllegalStateException.class, IntrinsicFlags::requireDigestIntrinsicsOff);
        assertTrue(e.getMessage().contains("UseSHA=true"), e.getMessage());
    }

    @Test
    void theCheckFailsLoudlyInAJvmWithIntrinsicsOn() {
        Map<String, String> flags = IntrinsicFlags.readCipherFlags();
        Assumptions.assumeTrue("true".equals(flags.get("UseAES")), "needs a CPU with AES instructions: " + flags);
        IllegalStateException e = assertThrows(IllegalStateException.class, Variant.PURE_JAVA::checkThisJvm);
        assertTrue(e.getMessage().contains("UseAES=true"), e.getMessage());
        Variant.INTRINSIC.checkThisJvm();
    }

    @Test
    void theBigIntegerCheckFailsLoudlyInAJvmWithItsIntrinsicsOn() {
        Map<String, String> flags = IntrinsicFlags.read(IntrinsicFlags.BIGINT_FLAGS);
        Assumptions.assumeTrue("true".equals(flags.get("UseMultiplyToLenIntrinsic")), "needs C2's BigInteger intrinsics: " + flags);
        IllegalStateException e = assertThrows(IllegalStateException.class, IntrinsicFlags::requireBigIntegerIntrinsicsOff);
        assertTrue(e.getMessage().contains("UseMultiplyToLenIntrinsic=true"), e.getMessage());
        assertTrue(e.getMessage().contains(IntrinsicFlags.NO_MONTGOMERY_MULTIPLY_INTRINSIC), e.getMessage());
    }

    /** Starts each installed JDK with the pure-Java public-key arguments: every big-integer flag it knows must be off. */
    @ParameterizedTest
    @MethodSource("installedJdks")
    void pureJavaBigIntegerArgumentsStartEveryInstalledJdkWithThoseIntrinsicsOff(Path java) {
        Map<String, String> flags = IntrinsicFlags.probe(java.toString(), ForkArgs.PURE_JAVA_BIGINT, IntrinsicFlags.BIGINT_FLAGS);
        assertTrue(flags.keySet().containsAll(List.of("UseMultiplyToLenIntrinsic", "UseSquareToLenIntrinsic", "UseMulAddIntrinsic",
                "UseMontgomeryMultiplyIntrinsic", "UseMontgomerySquareIntrinsic")), java + ": " + flags);
        flags.forEach((flag, value) -> assertEquals("false", value, java + " " + flag));
        for (String flag : IntrinsicFlags.BIGINT_FLAGS) {
            assertTrue(ForkArgs.PURE_JAVA_BIGINT.contains("-XX:-" + flag), flag + " is not switched off");
        }
    }

    static Stream<Path> installedJdks() throws Exception {
        try (Stream<Path> dirs = Files.list(Path.of("/usr/lib/jvm"))) {
            return dirs.map(d -> d.resolve("bin/java")).filter(Files::isExecutable).sorted().toList().stream();
        }
    }

    /** Starts each installed JDK with the pure-Java arguments: it must start, and every cipher flag it knows must be off. */
    @ParameterizedTest
    @MethodSource("installedJdks")
    void pureJavaArgumentsStartEveryInstalledJdkWithCipherIntrinsicsOff(Path java) {
        Map<String, String> flags = IntrinsicFlags.probe(java.toString(), ForkArgs.PURE_JAVA);
        assertTrue(flags.keySet().containsAll(List.of("UseAES", "UseAESIntrinsics")), java + ": " + flags);
        flags.forEach((flag, value) -> assertEquals("false", value, java + " " + flag));
        Map<String, String> defaults = IntrinsicFlags.probe(java.toString(), ForkArgs.DEFAULT);
        assertEquals(IntrinsicFlags.readCipherFlags().get("UseAES"), defaults.get("UseAES"), java + " defaults: " + defaults);
        assertTrue(Arrays.asList(IntrinsicFlags.CIPHER_FLAGS.toArray()).containsAll(flags.keySet()));
    }
}
