package cryptobench.cipher;

import cryptobench.jvm.JitProbe;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.Provider;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * Runs a cipher until the JIT has compiled it, before a sweep checks it: the intrinsic bugs the
 * sweep looks for (JDK-8292158, JDK-8283022, JDK-8371864) live in C2-compiled code only. Small
 * one-shot, split (1 + 1 + 13 bytes, as JDK-8292158's test) and direct-buffer operations, then a
 * wait of at most 5 s for the compile queue to empty ({@link JitProbe}, as the settling reads it). Nothing
 * is timed: a sweep needs these shapes compiled, where {@code Settler} needs one measured call's rate level.
 */
final class JitWarmup {

    static final int OPERATIONS = 20_000;
    private static final long WAIT_MILLIS = 5_000;

    private JitWarmup() {}

    /** Warms the cipher up; returns a note for the conformance table. */
    static String cipher(String name, Provider provider, CipherAlgorithm algorithm, int keyBits) {
        byte[] key = new byte[keyBits / 8];
        // AWS-LC refuses an XTS key whose two halves are equal (as IEEE Std 1619-2018 asks): no all-zero key
        for (int i = 0; i < key.length; i++) {
            key[i] = (byte) i;
        }
        byte[] iv = new byte[algorithm.ivLength()];
        SecretKeySpec k = new SecretKeySpec(key, algorithm.keyAlgorithm());
        byte[] small = new byte[algorithm.kind() == CipherAlgorithm.Kind.BLOCK_ALIGNED ? 256 : 255];
        byte[] split = new byte[algorithm.kind() == CipherAlgorithm.Kind.BLOCK_ALIGNED ? 16 : 15];
        ByteBuffer in = ByteBuffer.allocateDirect(512);
        ByteBuffer out = ByteBuffer.allocateDirect(512 + 64);
        long start = System.nanoTime();
        try {
            Cipher cipher = algorithm.newCipher(provider, name);
            for (int i = 0; i < OPERATIONS; i++) {
                // an AEAD refuses to encrypt twice under one nonce: a new one each time
                if (iv.length > 0) {
                    iv[0] = (byte) i;
                    iv[1] = (byte) (i >>> 8);
                    iv[iv.length - 1] = (byte) (i >>> 16);
                }
                cipher.init(Cipher.ENCRYPT_MODE, k, algorithm.parameters(iv.length == 0 ? null : iv.clone()));
                switch (i % 3) {
                    case 0 -> cipher.doFinal(small);
                    case 1 -> {
                        if (algorithm.kind() == CipherAlgorithm.Kind.XTS) {
                            // XTS takes a data unit in one doFinal: its ciphertext stealing instead of pieces
                            cipher.doFinal(small, 0, 17);
                        } else {
                            cipher.update(split, 0, 1);
                            cipher.update(split, 1, 1);
                            cipher.doFinal(split, 2, split.length - 2);
                        }
                    }
                    default -> {
                        in.clear();
                        out.clear();
                        cipher.doFinal(in, out);
                    }
                }
            }
        } catch (GeneralSecurityException | RuntimeException e) {
            return "warm-up stopped: " + e;
        }
        return waitForJit(start);
    }

    private static String waitForJit(long start) {
        long warm = (System.nanoTime() - start) / 1_000_000;
        JitProbe jit = JitProbe.ofThisJvm();
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        while (jit.busy() && System.currentTimeMillis() < deadline) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return jit.busy()
                ? "warmed " + warm + " ms, JIT still compiling after 5 s"
                : "warmed " + warm + " ms, JIT idle";
    }
}
