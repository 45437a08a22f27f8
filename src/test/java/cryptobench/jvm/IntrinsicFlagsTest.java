package cryptobench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.bench.CipherBenchmark;
import cryptobench.bench.DigestBenchmark;
import cryptobench.bench.EcdhP256;
import cryptobench.bench.EcdsaP256;
import cryptobench.bench.Ed25519;
import cryptobench.bench.PublicKeyBenchmark;
import cryptobench.bench.Rsa;
import cryptobench.bench.X25519;
import cryptobench.run.JdkDiscovery;
import cryptobench.run.JdkInfo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;

class IntrinsicFlagsTest {

    @Test
    void variantComesFromTheBenchmarkName() {
        assertEquals(Variant.PURE_JAVA, Variant.ofBenchmark("cryptobench.bench.AesGcm.encryptPureJava"));
        assertEquals(Variant.INTRINSIC, Variant.ofBenchmark("cryptobench.bench.AesGcm.encrypt"));
    }

    @Test
    void benchmarkForkArgumentsAreTheDocumentedOnes() throws NoSuchMethodException {
        assertEquals(
                ForkArgs.DEFAULT,
                List.of(CipherBenchmark.class.getAnnotation(Fork.class).jvmArgsPrepend()));
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
        assertEquals(
                ForkArgs.DEFAULT,
                List.of(DigestBenchmark.class.getAnnotation(Fork.class).jvmArgsPrepend()));
        Fork fork = DigestBenchmark.class.getMethod("digestPureJava").getAnnotation(Fork.class);
        assertEquals(ForkArgs.PURE_JAVA_DIGEST, List.of(fork.jvmArgsPrepend()));
        for (String flag : IntrinsicFlags.DIGEST_FLAGS) {
            assertTrue(ForkArgs.PURE_JAVA_DIGEST.contains("-XX:-" + flag), flag + " is not switched off");
        }
    }

    @Test
    void publicKeyBenchmarkForkArgumentsAreTheDocumentedOnes() throws NoSuchMethodException {
        assertEquals(
                ForkArgs.DEFAULT,
                List.of(PublicKeyBenchmark.class.getAnnotation(Fork.class).jvmArgsPrepend()));
        Map<Class<?>, String> pureJava =
                Map.of(Rsa.class, "signPureJava", EcdsaP256.class, "signPureJava", EcdhP256.class, "agreePureJava");
        pureJava.forEach((type, method) -> {
            try {
                Fork fork = type.getMethod(method).getAnnotation(Fork.class);
                assertEquals(
                        ForkArgs.PURE_JAVA_BIGINT, List.of(fork.jvmArgsPrepend()), type.getSimpleName() + "." + method);
            } catch (NoSuchMethodException e) {
                throw new AssertionError(e);
            }
        });
        for (Class<?> type : List.of(Rsa.class, EcdsaP256.class, Ed25519.class, X25519.class, EcdhP256.class)) {
            for (var m : type.getDeclaredMethods()) {
                if (m.isAnnotationPresent(Benchmark.class)) {
                    assertEquals(
                            m.getName().endsWith("PureJava"),
                            m.isAnnotationPresent(Fork.class),
                            type.getSimpleName() + "." + m.getName());
                }
            }
        }
    }

    @Test
    void theDigestCheckFailsLoudlyInAJvmWithShaIntrinsicsOn() {
        Map<String, String> flags = IntrinsicFlags.read(IntrinsicFlags.DIGEST_FLAGS);
        Assumptions.assumeTrue("true".equals(flags.get("UseSHA")), "needs a CPU with SHA instructions: " + flags);
        IllegalStateException e = assertThrows(IllegalStateException.class, IntrinsicGroup.DIGEST::requireOff);
        assertTrue(e.getMessage().contains("UseSHA=true"), e.getMessage());
    }

    @Test
    void theCheckFailsLoudlyInAJvmWithIntrinsicsOn() {
        Map<String, String> flags = IntrinsicFlags.readCipherFlags();
        Assumptions.assumeTrue("true".equals(flags.get("UseAES")), "needs a CPU with AES instructions: " + flags);
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> IntrinsicGroup.CIPHER.checkFork("cryptobench.bench.AesGcm.encryptPureJava"));
        assertTrue(e.getMessage().contains("UseAES=true"), e.getMessage());
        IntrinsicGroup.CIPHER.checkFork("cryptobench.bench.AesGcm.encrypt");
    }

    /**
     * The big-integer flags are C2 diagnostic flags: a JVM shows them only with diagnostic options
     * unlocked, so the check must fail both where they are hidden and where they are visible and on.
     */
    @Test
    void theBigIntegerCheckFailsLoudlyInAJvmWithItsIntrinsicsOn() throws Exception {
        IllegalStateException e = assertThrows(IllegalStateException.class, IntrinsicGroup.BIGINT::requireOff);
        Map<String, String> flags = IntrinsicFlags.read(IntrinsicFlags.BIGINT_FLAGS);
        assertTrue(
                e.getMessage().contains(flags.isEmpty() ? "so it cannot be checked" : "UseMultiplyToLenIntrinsic=true"),
                e.getMessage());

        String unlocked = runCheck(List.of(IntrinsicFlags.UNLOCK_DIAGNOSTIC));
        assertTrue(
                unlocked.contains(
                        "pure-Java public-key variant, but intrinsics are still on: UseMultiplyToLenIntrinsic=true"),
                unlocked);
        assertTrue(unlocked.contains(IntrinsicFlags.NO_MONTGOMERY_MULTIPLY_INTRINSIC), unlocked);
        String off = runCheck(ForkArgs.PURE_JAVA_BIGINT);
        assertTrue(off.startsWith("off: {UseMultiplyToLenIntrinsic=false"), off);
    }

    /** Runs {@link BigIntegerCheck} in a JVM with these arguments and returns what it prints. */
    private static String runCheck(List<String> jvmArgs) throws Exception {
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        jvmArgs.stream()
                .filter(a -> !a.startsWith("-Xm") && !a.equals(ForkArgs.PRETOUCH))
                .forEach(command::add);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), BigIntegerCheck.class.getName()));
        // Bounded: a child that hangs fails the test after 60 s instead of hanging mvn test.
        ChildProcess.Result r = ChildProcess.run(command, 60);
        assertFalse(r.timedOut(), "the check's JVM did not end within 60 s: " + r.out() + r.err());
        return (r.out() + r.err()).trim();
    }

    /** Prints the result of {@link IntrinsicGroup#requireOff()} of {@link IntrinsicGroup#BIGINT} in this JVM. */
    public static final class BigIntegerCheck {
        public static void main(String[] args) {
            try {
                System.out.println("off: " + IntrinsicGroup.BIGINT.requireOff());
            } catch (IllegalStateException e) {
                System.out.println(e.getMessage());
            }
        }
    }

    /** Starts each installed JDK with the pure-Java public-key arguments: every big-integer flag it knows must be off. */
    @ParameterizedTest
    @MethodSource("installedJdks")
    void pureJavaBigIntegerArgumentsStartEveryInstalledJdkWithThoseIntrinsicsOff(Path java) {
        Map<String, String> flags =
                IntrinsicFlags.probe(java.toString(), ForkArgs.PURE_JAVA_BIGINT, IntrinsicFlags.BIGINT_FLAGS);
        assertTrue(
                flags.keySet()
                        .containsAll(List.of(
                                "UseMultiplyToLenIntrinsic",
                                "UseSquareToLenIntrinsic",
                                "UseMulAddIntrinsic",
                                "UseMontgomeryMultiplyIntrinsic",
                                "UseMontgomerySquareIntrinsic")),
                java + ": " + flags);
        flags.forEach((flag, value) -> assertEquals("false", value, java + " " + flag));
        for (String flag : IntrinsicFlags.BIGINT_FLAGS) {
            assertTrue(ForkArgs.PURE_JAVA_BIGINT.contains("-XX:-" + flag), flag + " is not switched off");
        }
    }

    /** What env.json records per fork: one probe of every family's flags, split by family. */
    @ParameterizedTest
    @MethodSource("installedJdks")
    void oneProbeReadsTheFlagsOfEveryFamily(Path java) {
        Map<String, String> flags =
                IntrinsicFlags.probe(java.toString(), ForkArgs.PURE_JAVA_DIGEST, IntrinsicFlags.ALL_FLAGS);
        Map<String, String> digest = IntrinsicFlags.only(flags, IntrinsicFlags.DIGEST_FLAGS);
        assertTrue(digest.containsKey("UseSHA"), java + ": " + flags);
        digest.forEach((flag, value) -> assertEquals("false", value, java + " " + flag));
        assertTrue(IntrinsicFlags.only(flags, IntrinsicFlags.CIPHER_FLAGS).containsKey("UseAES"), java + ": " + flags);
        assertTrue(
                IntrinsicFlags.only(flags, IntrinsicFlags.BIGINT_FLAGS).containsKey("UseMontgomeryMultiplyIntrinsic"),
                java + ": " + flags);
        assertEquals(
                Map.of("UseAES", "true", "error", "timed out"),
                IntrinsicFlags.only(
                        Map.of("UseAES", "true", "UseSHA", "true", "error", "timed out"), IntrinsicFlags.CIPHER_FLAGS));
    }

    private static final AtomicBoolean SKIPS_SAID = new AtomicBoolean();

    /** Every JDK installed here that runs on this machine; each one that does not is skipped with one line (once) saying why. */
    static Stream<Path> installedJdks() {
        JdkDiscovery.Found found = JdkDiscovery.installed();
        if (!SKIPS_SAID.getAndSet(true)) {
            found.skipped().forEach(s -> System.out.println(s.line()));
        }
        return found.jdks().stream().map(JdkInfo::java);
    }

    /** Starts each installed JDK with the pure-Java arguments: it must start, and every cipher flag it knows must be off. */
    @ParameterizedTest
    @MethodSource("installedJdks")
    void pureJavaArgumentsStartEveryInstalledJdkWithCipherIntrinsicsOff(Path java) {
        Map<String, String> flags = IntrinsicFlags.probe(java.toString(), ForkArgs.PURE_JAVA);
        assertTrue(flags.keySet().containsAll(List.of("UseAES", "UseAESIntrinsics")), java + ": " + flags);
        flags.forEach((flag, value) -> assertEquals("false", value, java + " " + flag));
        Map<String, String> defaults = IntrinsicFlags.probe(java.toString(), ForkArgs.DEFAULT);
        assertEquals(
                IntrinsicFlags.readCipherFlags().get("UseAES"),
                defaults.get("UseAES"),
                java + " defaults: " + defaults);
        assertTrue(Arrays.asList(IntrinsicFlags.CIPHER_FLAGS.toArray()).containsAll(flags.keySet()));
    }
}
