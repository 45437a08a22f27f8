package cryptobench.cipher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.ValidationException;
import cryptobench.testing.Offered;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The streaming, small-message, init and ByteBuffer fixtures: every offered cell validates and runs; broken paths are refused. */
class ApiShapeFixturesTest {

    private static final List<CipherAlgorithm> STREAMED = List.of(
            CipherAlgorithm.AES_GCM,
            CipherAlgorithm.CHACHA20_POLY1305,
            CipherAlgorithm.AES_CTR,
            CipherAlgorithm.AES_CBC_PKCS5);

    static Stream<Arguments> streamedCells() {
        return cells(STREAMED);
    }

    static Stream<Arguments> gcmAndCbcCells() {
        return cells(List.of(CipherAlgorithm.AES_GCM, CipherAlgorithm.AES_CBC_PKCS5));
    }

    private static Stream<Arguments> cells(List<CipherAlgorithm> algorithms) {
        List<Arguments> cells = new ArrayList<>();
        for (CipherAlgorithm a : algorithms) {
            for (String p : ProviderRegistry.builtinNames()) {
                cells.add(Arguments.of(a, p));
            }
        }
        return cells.stream();
    }

    private static int sealedSize(CipherAlgorithm algorithm, int size) {
        return switch (algorithm.kind()) {
            case AEAD -> size + 16;
            case PADDED -> (size / 16 + 1) * 16;
            default -> size;
        };
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("streamedCells")
    void streamingWritesTheWholeMessageInChunksAndReadsItBack(CipherAlgorithm algorithm, String provider)
            throws Exception {
        // Not a whole number of chunks: the last piece goes through doFinal alone.
        int size = 10 * 4096 + 100;
        StreamingFixture fixture = Offered.cell(
                provider, algorithm.displayName(), () -> StreamingFixture.create(provider, algorithm, 256, size, 4096));
        assertEquals(sealedSize(algorithm, size), fixture.encrypt());
        assertEquals(sealedSize(algorithm, size), fixture.encrypt());
        assertEquals(size, fixture.decrypt());
        assertEquals(size, fixture.decrypt());
        // The javax.crypto streams, checked in set-up against doFinal and a forged tag.
        assertEquals(sealedSize(algorithm, size), fixture.encryptToStream());
        assertEquals(size, fixture.decryptFromStream());
        assertEquals(size, fixture.decryptFromStream());
    }

    @Test
    void streamingRefusesAProviderWhoseUpdateIsWrong() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> StreamingFixture.create(
                        FakeProviders.WrongInUpdate.class.getName(), CipherAlgorithm.AES_GCM, 128, 3 * 4096, 4096));
        assertTrue(
                e.getMessage().contains("in 4096-byte updates of a 12288-byte message gives other bytes"),
                e.getMessage());
        // The one-shot fixture does not call update, so it accepts the same provider.
        CipherFixture.create(
                new CipherConfig(FakeProviders.WrongInUpdate.class.getName(), CipherAlgorithm.AES_GCM, 128, 1024));
    }

    @Test
    void streamingBadSizesNameTheValue() {
        assertEquals(
                "chunkSize must be a positive number of bytes, got 0",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> StreamingFixture.create("SunJCE", CipherAlgorithm.AES_GCM, 256, 1024, 0))
                        .getMessage());
        assertEquals(
                "dataSize must be a positive number of bytes, got -1",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> StreamingFixture.create("SunJCE", CipherAlgorithm.AES_GCM, 256, -1, 4096))
                        .getMessage());
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("gcmAndCbcCells")
    void smallMessagesInitEveryMessage(CipherAlgorithm algorithm, String provider) throws Exception {
        for (int size : new int[] {16, 38, 256}) {
            CipherFixture fixture = Offered.cell(
                    provider,
                    algorithm.displayName(),
                    () -> CipherFixture.createInitPerMessage(new CipherConfig(provider, algorithm, 256, size)));
            assertEquals(sealedSize(algorithm, size), fixture.encrypt());
            assertEquals(size, fixture.decrypt());
            assertEquals(size, fixture.decrypt());
        }
    }

    @Test
    void smallMessagesCheckTheMeasuredCallToo() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> CipherFixture.createInitPerMessage(new CipherConfig(
                        FakeProviders.WrongIntoBuffer.class.getName(), CipherAlgorithm.AES_GCM, 128, 38)));
        assertTrue(e.getMessage().contains("gives other bytes than a one-shot doFinal(byte[])"), e.getMessage());
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("gcmAndCbcCells")
    void initCostsUseOneCipherAndARingOfKeys(CipherAlgorithm algorithm, String provider) throws Exception {
        CipherInitFixture fixture = Offered.cell(
                provider, algorithm.displayName(), () -> CipherInitFixture.create(provider, algorithm, 256));
        Cipher cipher = fixture.initSameKey();
        for (int i = 0; i < 2 * CipherInitFixture.KEYS; i++) {
            assertSame(cipher, fixture.initNewKey());
        }
        assertSame(cipher, fixture.initSameKey());
        Cipher made = fixture.getInstance();
        assertNotSame(made, fixture.getInstance());
        assertEquals(
                ProviderRegistry.load(ProviderRegistry.canonical(provider)).getName(),
                made.getProvider().getName());
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("gcmAndCbcCells")
    void byteBuffersSeparateAndInPlaceOnHeapAndDirect(CipherAlgorithm algorithm, String provider) throws Exception {
        for (BufferKind kind : BufferKind.values()) {
            ByteBufferFixture fixture = Offered.cell(
                    provider,
                    algorithm.displayName(),
                    () -> ByteBufferFixture.create(new CipherConfig(provider, algorithm, 256, 16384), kind));
            assertEquals(sealedSize(algorithm, 16384), fixture.encrypt());
            assertEquals(sealedSize(algorithm, 16384), fixture.encryptInPlace());
            assertEquals(sealedSize(algorithm, 16384), fixture.encryptInPlace());
            assertEquals(16384, fixture.decrypt());
        }
    }

    @Test
    void aForgedTagMustFailTheMeasuredDecryptCallNotOnlyAOneShotOne() {
        String fake = FakeProviders.SkipsTagCheckIntoBuffer.class.getName();
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> CipherFixture.create(new CipherConfig(fake, CipherAlgorithm.AES_GCM, 128, 1024)));
        assertTrue(
                e.getMessage().endsWith("doFinal into the output buffer accepted a ciphertext with a forged tag"),
                e.getMessage());
        e = assertThrows(
                ValidationException.class,
                () -> ByteBufferFixture.create(
                        new CipherConfig(fake, CipherAlgorithm.AES_GCM, 128, 1024), BufferKind.HEAP));
        assertTrue(
                e.getMessage().endsWith("heap ByteBuffer decrypt accepted a ciphertext with a forged tag"),
                e.getMessage());
    }

    @Test
    void byteBuffersRefuseAProviderWrongInTheBufferPath() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> ByteBufferFixture.create(
                        new CipherConfig(
                                FakeProviders.WrongIntoBuffer.class.getName(), CipherAlgorithm.AES_GCM, 128, 1024),
                        BufferKind.HEAP));
        assertTrue(e.getMessage().contains("heap ByteBuffer gives other bytes than doFinal(byte[])"), e.getMessage());
    }
}
