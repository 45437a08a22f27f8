package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.cipher.CipherAlgorithm;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** pipe: what it writes decrypts to its input, with another provider too; bad input and a closed stdout. */
class PipeCommandTest {

    private final java.io.StringWriter err = new java.io.StringWriter();

    private int pipe(byte[] input, OutputStream output, String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setErr(new PrintWriter(err));
        CommandLine pipe = cli.getSubcommands().get("pipe");
        PipeCommand command = pipe.getCommand();
        command.in = new ByteArrayInputStream(input);
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
        for (String[] c : new String[][] {{"BC", "AES-GCM"}, {"Conscrypt", "AES-GCM"}, {"BC", "ChaCha20-Poly1305"},
                {"SunJCE", "AES-CBC-PKCS5"}, {"BC", "AES-CTR"}}) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            assertEquals(0, pipe(data, out, "-p", c[0], "-a", c[1], "--key-file", key.toString(), "--chunk", "1000"), err.toString());
            CipherAlgorithm alg = CipherAlgorithm.parse(c[1]);
            byte[] written = out.toByteArray();
            byte[] nonce = Arrays.copyOf(written, alg.ivLength());
            Cipher sun = Cipher.getInstance(alg.transformation(), "SunJCE");
            sun.init(Cipher.DECRYPT_MODE, new SecretKeySpec(Files.readAllBytes(key), alg.keyAlgorithm()), alg.parameters(nonce));
            assertArrayEquals(data, sun.doFinal(written, alg.ivLength(), written.length - alg.ivLength()), c[0] + " " + c[1]);
        }
        assertTrue(err.toString().contains("pipe: encrypted AES-GCM on BC, 256-bit key, 1000-byte chunks: 100000 bytes in "),
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
        assertEquals(0, pipe(sealed.toByteArray(), opened, "-p", "ACCP", "-a", "AES-GCM", "--key-file", key.toString(), "-d"),
                err.toString());
        assertArrayEquals(data, opened.toByteArray());
        byte[] changed = sealed.toByteArray();
        changed[changed.length / 2] ^= 1;
        assertEquals(1, pipe(changed, new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-GCM", "--key-file", key.toString(), "-d"));
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
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-XTS"));
        assertTrue(err.toString().contains("unknown algorithm 'AES-XTS'; valid: AES-GCM"), err.toString());
        assertEquals(2, pipe(new byte[0], new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-GCM"));
        assertTrue(err.toString().contains("the input is empty"), err.toString());
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "ACCP", "-a", "ChaCha20-Poly1305"));
        assertTrue(err.toString().contains("ACCP does not offer ChaCha20-Poly1305"), err.toString());
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-GCM", "--key-file",
                keyFile(dir, 20).toString()));
        assertTrue(err.toString().contains("holds 20 bytes; AES-GCM takes 16, 24, 32 bytes"), err.toString());
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-CBC"));
        assertTrue(err.toString().contains("AES/CBC/NoPadding needs a multiple of 16 bytes; the input is 10 bytes"), err.toString());
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-GCM", "-d"));
        assertTrue(err.toString().contains("--decrypt needs the key"), err.toString());
        assertEquals(2, pipe(input(10), new ByteArrayOutputStream(), "-p", "SunJCE", "-a", "AES-GCM", "--chunk", "0"));
        assertTrue(err.toString().contains("--chunk must be a positive number of bytes, got 0"), err.toString());
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
        assertTrue(err.toString().contains("error: output closed after ") && err.toString().contains("Broken pipe"), err.toString());
    }
}
