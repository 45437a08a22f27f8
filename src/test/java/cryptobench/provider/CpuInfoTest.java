package cryptobench.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each key's first value, a line's words, and an absent file with no fields. */
class CpuInfoTest {

    @Test
    void eachKeyIsTheFirstProcessorsAndAKeyIsNotTheStartOfALongerOne() throws Exception {
        CpuInfo cpu = CpuInfo.of(Files.readString(Path.of("src/test/resources/run/cpuinfo-xeon-metal.txt")));
        assertTrue(cpu.present());
        assertEquals("0x2b000603", cpu.field("microcode"));
        assertEquals("143", cpu.field("model"));
        assertEquals("Intel(R) Xeon(R) Platinum 8488C", cpu.field("model name"));
        assertTrue(cpu.flags().containsAll(Set.of("aes", "avx512f", "vaes")));
        assertNull(cpu.field("Features"));
        assertEquals(Set.of(), cpu.words("Features"));
        assertEquals("", cpu.fieldOrEmpty("Features"));
    }

    @Test
    void aRepeatedWordIsOneFeature() {
        assertEquals(
                Set.of("aes", "pmull"),
                CpuInfo.of("Features\t: aes pmull aes\n").words("Features"));
    }

    @Test
    void noFileIsAbsentAndAnEmptyOneIsPresentWithoutFields() {
        CpuInfo absent = CpuInfo.of(null);
        assertFalse(absent.present());
        assertTrue(absent.isEmpty());
        assertNull(absent.field("flags"));
        assertEquals(Set.of(), absent.flags());
        CpuInfo empty = CpuInfo.of("");
        assertTrue(empty.present());
        assertTrue(empty.isEmpty());
    }

    @Test
    void aForcedBcLtsVariantLacksTheFeaturesTheFlagsLineDoesNotName() {
        CpuInfo avx2 = CpuInfo.of("processor\t: 0\nflags\t\t: fpu avx avx2 aes\n");
        assertEquals(List.of(), BcLts.lacking(BcLts.CpuVariant.AVX, avx2));
        assertEquals(List.of("avx512bw", "avx512f", "vaes", "vpclmulqdq"), BcLts.lacking(BcLts.CpuVariant.VAESF, avx2));
        assertEquals(List.of("vaes"), BcLts.lacking(BcLts.CpuVariant.VAES, CpuInfo.of(null)));
    }
}
