package abtest;

import java.security.Provider;

/**
 * A test provider for ab's sensitivity runs: AES/GCM/NoPadding of ACCP, plus one extra
 * encryption of the same length every {@link GcmSpi#EXTRA_EVERY}th doFinal.
 * make.sh builds it once per rate; the builds differ only in that constant.
 */
public final class AbTestProvider extends Provider {

    private static final long serialVersionUID = 1L;

    public AbTestProvider() {
        super("AbTest", "1.0", "ACCP AES-GCM with an extra encryption every " + GcmSpi.EXTRA_EVERY + "th call");
        put("Cipher.AES/GCM/NoPadding", GcmSpi.class.getName());
    }
}
