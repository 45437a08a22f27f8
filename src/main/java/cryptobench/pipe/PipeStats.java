package cryptobench.pipe;

import java.util.Locale;

/** What one run of {@code pipe} did; {@code peakHeld} is the most bytes held before release, or -1 if the output streamed. */
public record PipeStats(long bytesIn, long bytesOut, long nanos, long peakHeld) {

    public double gibPerSecond() {
        return nanos == 0 ? Double.NaN : bytesIn / (nanos / 1e9) / (1L << 30);
    }

    /** The line {@code pipe} prints on stderr when done: what ({@code what}, e.g. "AES-GCM on ACCP"), how fast, and how much was held. */
    String summary(String what, int keyBits, int chunk, boolean decrypted) {
        String held = peakHeld < 0
                ? ""
                : String.format(
                        Locale.ROOT,
                        ", held until the %s: peak %d bytes held",
                        decrypted ? "tag was verified" : "length was checked",
                        peakHeld);
        return String.format(
                Locale.ROOT,
                "pipe: %s %s, %d-bit key, %d-byte chunks: %d bytes in %.3f s = %.3f GiB/s (%d bytes out%s)",
                decrypted ? "decrypted" : "encrypted",
                what,
                keyBits,
                chunk,
                bytesIn,
                nanos / 1e9,
                gibPerSecond(),
                bytesOut,
                held);
    }
}
