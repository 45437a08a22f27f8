package cryptobench.report;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.awt.image.WritableRaster;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A chart as an 8-bit palette image, for PNGs about a third the size of XChart's 24-bit ones: the
 * 256 colours the chart uses most, each other pixel (the odd shade of antialiased text) drawn in
 * its nearest one. A chart of 256 colours or fewer is kept exactly.
 */
final class Palette {

    private static final int SIZE = 256;

    private Palette() {}

    static BufferedImage indexed(BufferedImage rgb) {
        int w = rgb.getWidth();
        int h = rgb.getHeight();
        int[] pixels = rgb.getRGB(0, 0, w, h, null, 0, w);
        Map<Integer, Integer> counts = new HashMap<>();
        for (int p : pixels) {
            counts.merge(p & 0xffffff, 1, Integer::sum);
        }
        List<Integer> palette = counts.entrySet().stream()
                .sorted(Map.Entry.<Integer, Integer>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry.comparingByKey()))
                .limit(SIZE)
                .map(Map.Entry::getKey)
                .toList();
        byte[] r = new byte[palette.size()];
        byte[] g = new byte[palette.size()];
        byte[] b = new byte[palette.size()];
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < palette.size(); i++) {
            int c = palette.get(i);
            r[i] = (byte) (c >> 16);
            g[i] = (byte) (c >> 8);
            b[i] = (byte) c;
            index.put(c, i);
        }
        BufferedImage out = new BufferedImage(
                w, h, BufferedImage.TYPE_BYTE_INDEXED, new IndexColorModel(8, palette.size(), r, g, b));
        WritableRaster raster = out.getRaster();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int c = pixels[y * w + x] & 0xffffff;
                raster.setSample(x, y, 0, index.computeIfAbsent(c, k -> nearest(k, palette)));
            }
        }
        return out;
    }

    private static int nearest(int c, List<Integer> palette) {
        int best = 0;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 0; i < palette.size(); i++) {
            int p = palette.get(i);
            long dr = ((c >> 16) & 0xff) - ((p >> 16) & 0xff);
            long dg = ((c >> 8) & 0xff) - ((p >> 8) & 0xff);
            long db = (c & 0xff) - (p & 0xff);
            long d = dr * dr + dg * dg + db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best;
    }
}
