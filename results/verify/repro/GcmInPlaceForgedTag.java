import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Decrypts AES-GCM in place (one array in and out) with one tag bit flipped and counts how many bytes of
 * the plaintext the array holds after AEADBadTagException. Run: java GcmInPlaceForgedTag.java
 */
public class GcmInPlaceForgedTag {
    public static void main(String[] args) throws Exception {
        SecureRandom random = new SecureRandom();
        byte[] key = new byte[32];
        byte[] nonce = new byte[12];
        random.nextBytes(key);
        random.nextBytes(nonce);
        SecretKeySpec k = new SecretKeySpec(key, "AES");
        System.out.println(System.getProperty("java.vm.vendor") + " " + System.getProperty("java.runtime.version"));
        for (int size : new int[] {5, 16, 1000, 70_000}) {
            byte[] plain = new byte[size];
            random.nextBytes(plain);
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding", "SunJCE");
            c.init(Cipher.ENCRYPT_MODE, k, new GCMParameterSpec(128, nonce));
            byte[] buf = c.doFinal(plain);
            buf[buf.length - 1] ^= 1; // forge the tag
            c.init(Cipher.DECRYPT_MODE, k, new GCMParameterSpec(128, nonce));
            try {
                c.doFinal(buf, 0, buf.length, buf, 0);
                System.out.println(size + " bytes: the forged tag was accepted");
            } catch (AEADBadTagException expected) {
                int left = 0;
                for (int i = 0; i < size; i++) {
                    left += buf[i] == plain[i] ? 1 : 0;
                }
                boolean all = Arrays.equals(Arrays.copyOf(buf, size), plain);
                // A byte of ciphertext equals the plaintext's at its position by chance once in 256.
                System.out.printf("%d bytes: %d bytes in the array equal the plaintext after AEADBadTagException (%s)%n",
                        size, left, all ? "all of it" : "chance alone gives about " + size / 256);
            }
        }
    }
}
