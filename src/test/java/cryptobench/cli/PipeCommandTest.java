package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.FakeProviders;
import cryptobench.provider.ProviderRegistry;
import cryptobench.testing.Offered;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * pipe: what it writes decrypts to its input, with another provider too; -d releases nothing that
 * was not authenticated, with every provider; bad input and a closed stdout.
 */
class PipeCommandTest {

    private final StringWriter err = new StringWriter();

    private int pipe(byte[] input, OutputStream output, String... args) {
        return pipe(new ByteArrayInputStream(input), null, output, args);
    }

    private int pipe(InputStream input, Path stdin, OutputStream output, String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setErr(new PrintWriter(err));
        CommandLine pipe = cli.getSubcommands().get("pipe");
        PipeCommand command = pipe.getCommand();
        command.in = input;
        command.stdin = stdin;
        command.out = output;
        String[] all = new String[args.length + 1];
        all[0] = "pipe";
        System.arraycopy(args, 0, all, 1, args.length);
        return cli.execute(all);
    }

    private static byte[] input(int size) {
        byte[] data = new byte[size];
        new Random(size).nextBytes(data);
        return data;
    }

    private static Path keyFile(Path dir, int bytes) throws IOException {
        byte[] key = new byte[bytes];
        new Random(bytes).nextBytes(key);
        return Files.write(dir.resolve("key-" + bytes), key);
    }

    @Test
    void whatPipeWritesDecryptsToItsInputWithSunJce(@TempDir Path dir) throws Exception {
        byte[] data = input(100_000);
        Path key = keyFile(dir, 32);
        for (String[] c : new String[][] {
            {"BC", "AES-GCM"},
            {"Conscrypt", "AES-GCM"},
            {"BC", "ChaCha20-Poly1305"},
            {"SunJCE", "AES-CBC-PKCS5"},
            {"BC", "AES-CTR"}
        }) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            assertEquals(
                    0,
                    pipe(data, out, "-p", c[0], "-a", c[1], "--key-file", key.toString(), "--chunk", "1000"),
                    err.toString());
            CipherAlgorithm alg = CipherAlgorithm.parse(c[1]);
            byte[] written = out.toByteArray();
            byte[] nonce = Arrays.copyOf(written, alg.ivLength());
            Cipher sun = Cipher.getInstance(alg.transformation(), "SunJCE");
            sun.init(
                    Cipher.DECRYPT_MODE,
                    new SecretKeySpec(Files.readAllBytes(key), alg.keyAlgorithm()),
                    alg.parameters(nonce));
            assertArrayEquals(
                    data, sun.doFinal(written, alg.ivLength(), written.length - alg.ivLength()), c[0] + " " + c[1]);
        }
        assertTrue(
                err.toString()
                        .contains("pipe: encrypted AES-GCM on BC, 256-bit key, 1000-byte chunks: 100000 bytes in "),
                err.toString());
        assertTrue(err.toString().matches("(?s).*= \\d+\\.\\d{3} GiB/s.*"), err.toString());
    }

    @Test
    void decryptModeGivesTheInputBackAndRefusesAChangedByte(@TempDir Path dir) throws Exception {
        byte[] data = input(50_000);
        Path key = keyFile(dir, 16);
        ByteArrayOutputStream sealed = new ByteArrayOutputStream();
        assertEquals(0, pipe(data, sealed, "-p", "SunJCE", "-a", "AES-GCM", "--key-file", key.toString()));
        ByteArrayOutputStream opened = new ByteArrayOutputStream();
        assertEquals(
                0,
                pipe(sealed.toByteArray(), opened, "-p", "ACCP", "-a", "AES-GCM", "--key-file", key.toString(), "-d"),
                err.toString());
        assertArrayEquals(data, opened.toByteArray());
        byte[] changed = sealed.toByteArray();
        changed[changed.length / 2] ^= 1;
        assertEquals(
                1,
                pipe(
                        changed,
                        new ByteArrayOutputStream(),
                        "-p",
                        "SunJCE",
                        "-a",
                        "AES-GCM",
                        "--key-file",
                        key.toString(),
                        "-d"));
        assertTrue(err.toString().contains("the tag does not match"), err.toString());
    }

    @Test
    void everyRunTakesAFreshNonce() {
        byte[] data = input(64);
        ByteArrayOutputStream a = new ByteArrayOutputStream();
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        assertEquals(0, pipe(data, a, "-p", "SunJCE", "-a", "ChaCha20-Poly1305"));
        assertEquals(0, pipe(data, b, "-p", "SunJCE", "-a", "ChaCha20-Poly1305"));
        assertFalse(Arrays.equals(Arrays.copyOf(a.toByteArray(), 12), Arrays.copyOf(b.toByteArray(), 12)));
    }

    @Test
    void badInputIsExitTwoWithTheValueNamed(@TempDir Path dir) throws Exception {
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "OpenSSL", "-a", "AES-GCM"));
        assertTrue(err.toString().contains("unknown provider 'OpenSSL'"), err.toString());
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-SIV"));
        assertTrue(err.toString().contains("unknown algorithm 'AES-SIV'; valid: AES-GCM"), err.toString());
        assertEquals(2, pipe(new byte[0], new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-GCM"));
        assertTrue(err.toString().contains("the input is empty"), err.toString());
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "ACCP", "-a", "ChaCha20-Poly1305"));
        assertTrue(err.toString().contains("ACCP does not offer ChaCha20-Poly1305"), err.toString());
        assertEquals(
                2,
                pipe(
                        input(10),
                        new ByteArrayOutputStream(),
                        "-p",
                        "SunJCE",
                        "-a",
                        "AES-GCM",
                        "--key-file",
                        keyFile(dir, 20).toString()));
        assertTrue(err.toString().contains("holds 20 bytes; AES-GCM takes 16, 24, 32 bytes"), err.toString());
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-CBC"));
        assertTrue(
                err.toString().contains("AES/CBC/NoPadding needs a multiple of 16 bytes; the input is 10 bytes"),
                err.toString());
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-GCM", "-d"));
        assertTrue(err.toString().contains("--decrypt needs the key"), err.toString());
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-GCM", "--chunk", "0"));
        assertTrue(err.toString().contains("--chunk must be 1 to 67108864 bytes (64 MiB), got 0"), err.toString());
    }

    @Test
    void aClosedStdoutIsAClearFailure() {
        OutputStream closed = new OutputStream() {
            private int left = 5000;

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if ((left -= len) < 0) {
                    throw new IOException("Broken pipe");
                }
            }
        };
        assertEquals(1, pipe(input(100_000), closed, "-p", "SunJCE", "-a", "AES-CTR"));
        assertTrue(
                err.toString().contains("error: output closed after ")
                        && err.toString().contains("Broken pipe"),
                err.toString());
    }

    private void assertError(String expected) {
        assertTrue(err.toString().contains(expected), "expected '" + expected + "' in: " + err);
        assertFalse(err.toString().contains("\tat ") || err.toString().contains("Exception"), "no stack trace: " + err);
    }

    static Stream<Arguments> aeadOnEveryProvider() {
        return Arrays.stream(CipherAlgorithm.values())
                .filter(CipherAlgorithm::isAead)
                .flatMap(a -> ProviderRegistry.builtinNames().stream().map(p -> Arguments.of(p, a.displayName())));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("aeadOnEveryProvider")
    void decryptReleasesNothingThatWasNotAuthenticated(String provider, String algorithm, @TempDir Path dir)
            throws Exception {
        CipherAlgorithm alg = CipherAlgorithm.parse(algorithm);
        Offered.cell(provider, algorithm, () -> alg.newCipher(Offered.load(provider), provider));
        byte[] data = input(1 << 20);
        Path key = keyFile(dir, 32);
        byte[] other = Files.readAllBytes(key);
        other[0] ^= 1;
        Path otherKey = Files.write(dir.resolve("other"), other);
        ByteArrayOutputStream sealedOut = new ByteArrayOutputStream();
        assertEquals(
                0,
                pipe(data, sealedOut, "-p", provider, "-a", algorithm, "--key-file", key.toString()),
                err.toString());
        byte[] sealed = sealedOut.toByteArray();

        ByteArrayOutputStream opened = new ByteArrayOutputStream();
        assertEquals(
                0,
                pipe(sealed, opened, "-p", provider, "-a", algorithm, "--key-file", key.toString(), "-d"),
                err.toString());
        assertArrayEquals(data, opened.toByteArray(), "round trip");
        assertTrue(
                err.toString()
                        .contains("(1048576 bytes out, held until the tag was verified: peak 1048576 bytes held)"),
                err.toString());

        byte[] flipped = sealed.clone();
        flipped[flipped.length / 2] ^= 1;
        int n = alg.ivLength();
        String[][] cases = {
            {"one flipped byte in the middle", key.toString()},
            {"a wrong key", otherKey.toString()},
            {"cut in the middle", key.toString()},
            {"cut 1 byte before the end", key.toString()},
            {"cut inside the tag", key.toString()},
            {"cut to the nonce", key.toString()},
            {"cut inside the nonce", key.toString()},
        };
        byte[][] inputs = {
            flipped,
            sealed,
            Arrays.copyOf(sealed, sealed.length / 2),
            Arrays.copyOf(sealed, sealed.length - 1),
            Arrays.copyOf(sealed, n + 15),
            Arrays.copyOf(sealed, n),
            Arrays.copyOf(sealed, n - 1)
        };
        for (int i = 0; i < cases.length; i++) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            err.getBuffer().setLength(0);
            assertEquals(
                    1,
                    pipe(inputs[i], out, "-p", provider, "-a", algorithm, "--key-file", cases[i][1], "-d"),
                    cases[i][0] + ": " + err);
            assertEquals(0, out.size(), cases[i][0] + ": bytes written to stdout");
            assertError("nothing was written");
        }
    }

    @Test
    void decryptRefusesModesWithNoTag(@TempDir Path dir) throws Exception {
        Path key = keyFile(dir, 32);
        for (CipherAlgorithm alg : CipherAlgorithm.values()) {
            if (alg.isAead()) {
                continue;
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            assertEquals(
                    2,
                    pipe(
                            input(4096),
                            out,
                            "-p",
                            "SunJCE",
                            "-a",
                            alg.displayName(),
                            "--key-file",
                            key.toString(),
                            "-d"));
            assertEquals(0, out.size());
            assertError("-d decrypts only AEAD algorithms (AES-GCM, AES-EAX, AES-GCM-SIV, ChaCha20-Poly1305): "
                    + alg.displayName() + " has no tag");
        }
    }

    @Test
    void ctrAndCbcEncryptionStillDecryptsWithAPlainCipher(@TempDir Path dir) throws Exception {
        byte[] data = input(100_000);
        Path key = keyFile(dir, 24);
        for (String a : new String[] {"AES-CTR", "AES-CBC", "AES-CBC-PKCS5", "AES-ECB"}) {
            CipherAlgorithm alg = CipherAlgorithm.parse(a);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            assertEquals(0, pipe(data, out, "-p", "BC", "-a", a, "--key-file", key.toString()), err.toString());
            byte[] written = out.toByteArray();
            Cipher sun = Cipher.getInstance(alg.transformation(), "SunJCE");
            sun.init(
                    Cipher.DECRYPT_MODE,
                    new SecretKeySpec(Files.readAllBytes(key), "AES"),
                    alg.parameters(Arrays.copyOf(written, alg.ivLength())));
            assertArrayEquals(data, sun.doFinal(written, alg.ivLength(), written.length - alg.ivLength()), a);
        }
    }

    @Test
    void unalignedNoPaddingInputIsRefusedBeforeAnyByteIsWritten() {
        for (String a : new String[] {"AES-CBC", "AES-ECB"}) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            assertEquals(2, pipe(input(100_001), out, "-p", "SunJCE", "-a", a, "--chunk", "4096"));
            assertEquals(0, out.size(), a);
            assertError(CipherAlgorithm.parse(a).transformation()
                    + " needs a multiple of 16 bytes; the input is 100001 bytes");
        }
    }

    @Test
    void aKeyFileAndKeyBitsThatDisagreeAreBadInput(@TempDir Path dir) throws Exception {
        Path key = keyFile(dir, 32);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                2,
                pipe(
                        input(100),
                        out,
                        "-p",
                        "SunJCE",
                        "-a",
                        "AES-GCM",
                        "--key-file",
                        key.toString(),
                        "--key-bits",
                        "128"));
        assertEquals(0, out.size());
        assertError("--key-bits 128 disagrees with --key-file " + key + ", which holds a 256-bit key");
        assertEquals(
                0,
                pipe(
                        input(100),
                        new ByteArrayOutputStream(),
                        "-p",
                        "SunJCE",
                        "-a",
                        "AES-GCM",
                        "--key-file",
                        key.toString(),
                        "--key-bits",
                        "256"),
                err.toString());
    }

    @Test
    void aChunkOutsideItsRangeIsBadInput() {
        for (String chunk : new String[] {"2147483647", "67108865", "0", "-1"}) {
            err.getBuffer().setLength(0);
            assertEquals(
                    2,
                    pipe(input(100), new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-GCM", "--chunk", chunk));
            assertError("--chunk must be 1 to 67108864 bytes (64 MiB), got " + chunk);
        }
    }

    @Test
    void aDirectoryOrUnreadableInputIsBadInput(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(2, pipe(new ByteArrayInputStream(new byte[0]), dir, out, "-p", "SunJCE", "-a", "AES-GCM"));
        assertError("error: the input " + dir.toRealPath() + " is a directory, not a file");
        InputStream failing = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("Is a directory");
            }
        };
        err.getBuffer().setLength(0);
        assertEquals(2, pipe(failing, null, out, "-p", "SunJCE", "-a", "AES-GCM"));
        assertError("error: cannot read the input: Is a directory");
        assertEquals(0, out.size());
    }

    @Test
    void aNonceOnlyInputIsAClearFailureWithSunJce(@TempDir Path dir) throws Exception {
        Path key = keyFile(dir, 32);
        for (int size : new int[] {12, 27, 0, 5}) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            err.getBuffer().setLength(0);
            assertEquals(
                    1, pipe(input(size), out, "-p", "SunJCE", "-a", "AES-GCM", "--key-file", key.toString(), "-d"));
            assertEquals(0, out.size());
            assertError("the input is " + size
                    + " bytes, shorter than a 12-byte nonce and a 16-byte tag; nothing was written");
        }
    }

    @Test
    void theSizeLimitIsStatedAndNothingIsWrittenBeyondIt(@TempDir Path dir) throws Exception {
        Path key = keyFile(dir, 32);
        byte[] data = input(65536);
        ByteArrayOutputStream sealed = new ByteArrayOutputStream();
        assertEquals(0, pipe(data, sealed, "-p", "BC", "-a", "AES-GCM", "--key-file", key.toString()));
        ByteArrayOutputStream opened = new ByteArrayOutputStream();
        assertEquals(
                0,
                pipe(
                        sealed.toByteArray(),
                        opened,
                        "-p",
                        "BC",
                        "-a",
                        "AES-GCM",
                        "--key-file",
                        key.toString(),
                        "-d",
                        "--max-input",
                        "65536"),
                err.toString());
        assertArrayEquals(data, opened.toByteArray());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                2,
                pipe(
                        sealed.toByteArray(),
                        out,
                        "-p",
                        "BC",
                        "-a",
                        "AES-GCM",
                        "--key-file",
                        key.toString(),
                        "-d",
                        "--max-input",
                        "65535"));
        assertEquals(0, out.size());
        assertError(
                "the input is over the --max-input limit of 65535 bytes that pipe holds in memory until it can release them;"
                        + " nothing was written; raise it with --max-input BYTES");
        err.getBuffer().setLength(0);
        assertEquals(2, pipe(input(65552), out, "-p", "BC", "-a", "AES-CBC", "--max-input", "65536"));
        assertEquals(0, out.size());
        assertError("--max-input limit of 65536 bytes");
        err.getBuffer().setLength(0);
        assertEquals(2, pipe(input(100), out, "-p", "BC", "-a", "AES-GCM", "--max-input", "0"));
        assertError("--max-input must be a positive number of bytes, got 0");
    }

    @Test
    void theUpdateBufferIsNotSizedAgainForEveryChunk(@TempDir Path dir) throws Exception {
        // SunJCE's GCM decryption keeps the whole ciphertext until doFinal and counts it in getOutputSize: an
        // array of that size for every 4 KiB update made 256 MiB take 867 s. 1 MiB is 256 updates here.
        String counting = FakeProviders.CountsOutputSize.class.getName();
        byte[] data = input(1 << 20);
        Path key = keyFile(dir, 32);
        ByteArrayOutputStream sealed = new ByteArrayOutputStream();
        FakeProviders.CountsOutputSize.CALLS.set(0);
        assertEquals(
                0, pipe(data, sealed, "-p", counting, "-a", "AES-GCM", "--key-file", key.toString()), err.toString());
        ByteArrayOutputStream opened = new ByteArrayOutputStream();
        assertEquals(
                0,
                pipe(sealed.toByteArray(), opened, "-p", counting, "-a", "AES-GCM", "--key-file", key.toString(), "-d"),
                err.toString());
        assertArrayEquals(data, opened.toByteArray());
        assertTrue(
                FakeProviders.CountsOutputSize.CALLS.get() <= 4,
                "getOutputSize called " + FakeProviders.CountsOutputSize.CALLS.get() + " times");
    }
}
