package cryptobench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import cryptobench.jvm.IntrinsicFlags;
import cryptobench.results.EnvFile;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The environment section names the flags a fork switched off that its JVM does not have. */
class EnvironmentTest {

    /** JDK 17 on aarch64 as its pure-Java cipher fork read it: no ChaCha20 or Poly1305 intrinsic flags. */
    @Test
    void aPureJavaForkNamesTheFlagsItsJvmLacks() {
        EnvFile.Fork fork = fork(
                IntrinsicFlags.CIPHER_INTRINSICS_OFF,
                Map.of(
                        "UseAES",
                        "false",
                        "UseAESIntrinsics",
                        "false",
                        "UseAESCTRIntrinsics",
                        "false",
                        "UseGHASHIntrinsics",
                        "false"));
        assertEquals(
                "; not in this JVM, so neither switched nor checked: UseChaCha20Intrinsics, UsePoly1305Intrinsics",
                Environment.absent(fork));
    }

    @Test
    void aDefaultForkOrOneWhoseFlagsCouldNotBeReadSaysNothing() {
        assertEquals("", Environment.absent(fork(List.of("-Xms64m"), Map.of("UseAES", "true"))));
        assertEquals("", Environment.absent(fork(IntrinsicFlags.CIPHER_INTRINSICS_OFF, Map.of("error", "timed out"))));
        assertEquals("", Environment.absent(fork(IntrinsicFlags.CIPHER_INTRINSICS_OFF, Map.of())));
        // an env.json written before the digest flags were read: nothing is known of them
        assertEquals("", Environment.absent(fork(IntrinsicFlags.DIGEST_INTRINSICS_OFF, Map.of("UseAES", "true"))));
    }

    private static EnvFile.Fork fork(List<String> args, Map<String, String> cipherFlags) {
        return new EnvFile.Fork(
                "java",
                args,
                "17.0.21.1",
                "OpenJDK 64-Bit Server VM",
                "17.0.21.1",
                cipherFlags,
                null,
                null,
                null,
                null,
                1);
    }
}
