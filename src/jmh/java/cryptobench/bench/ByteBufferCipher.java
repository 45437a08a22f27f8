package cryptobench.bench;

import cryptobench.cipher.BufferKind;
import cryptobench.cipher.ByteBufferFixture;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherConfig;
import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * {@code doFinal(ByteBuffer, ByteBuffer)} of {@code dataSize} bytes on heap or direct buffers, into a
 * separate buffer or in place. Run: {@code java -jar target/benchmarks.jar ByteBufferCipher -p bufferKind=DIRECT}
 */
public class ByteBufferCipher extends ProviderBenchmark {

    @Param({"AES_GCM", "AES_CBC_PKCS5"})
    public CipherAlgorithm algorithm;

    @Param({"256"})
    public int keyBits;

    @Param({"HEAP", "DIRECT"})
    public BufferKind bufferKind;

    @Param({"1024", "16384"})
    public int dataSize;

    private ByteBufferFixture fixture;

    @Setup(Level.Trial)
    public void setUp() {
        begin(provider);
        fixture = ByteBufferFixture.create(new CipherConfig(provider, algorithm, keyBits, dataSize), bufferKind);
        ready();
    }

    @Benchmark
    public int encrypt() throws GeneralSecurityException {
        return fixture.encrypt();
    }

    @Benchmark
    public int encryptInPlace() throws GeneralSecurityException {
        return fixture.encryptInPlace();
    }

    @Benchmark
    public int decrypt() throws GeneralSecurityException {
        return fixture.decrypt();
    }
}
