package cryptobench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import org.junit.jupiter.api.Test;

/** {@link Palette}: exact below 257 colours, nearest colour above. */
class PaletteTest {

    @Test
    void aChartOfFewColoursIsKeptExactly() {
        BufferedImage img = new BufferedImage(40, 30, BufferedImage.TYPE_INT_RGB);
        for (int x = 0; x < 40; x++) {
            for (int y = 0; y < 30; y++) {
                img.setRGB(x, y, ((x % 16) * 16) << 16 | (y % 16) * 16);
            }
        }
        BufferedImage out = Palette.indexed(img);
        assertTrue(out.getColorModel() instanceof IndexColorModel);
        for (int x = 0; x < 40; x++) {
            for (int y = 0; y < 30; y++) {
                assertEquals(img.getRGB(x, y) & 0xffffff, out.getRGB(x, y) & 0xffffff);
            }
        }
    }

    @Test
    void aRareShadeIsDrawnInItsNearestCommonColour() {
        BufferedImage img = new BufferedImage(300, 300, BufferedImage.TYPE_INT_RGB);
        for (int x = 0; x < 300; x++) {
            for (int y = 0; y < 300; y++) {
                // 256 common colours (a 16x16 grid of blocks), then one pixel of a shade close to white
                img.setRGB(x, y, ((x / 19) * 16) << 16 | ((y / 19) * 16) << 8 | 0x80);
            }
        }
        img.setRGB(299, 299, 0xf2f2f2);
        BufferedImage out = Palette.indexed(img);
        assertEquals(img.getRGB(0, 0) & 0xffffff, out.getRGB(0, 0) & 0xffffff);
        int shade = out.getRGB(299, 299) & 0xffffff;
        assertTrue(shade != 0xf2f2f2, "the 257th colour cannot be in a 256-colour palette");
        assertEquals(img.getRGB(298, 298) & 0xffffff, shade, "nearest common colour");
    }
}
