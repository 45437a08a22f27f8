package cryptobench.cipher;

/** One benchmarked cipher configuration: provider name, algorithm, key size in bits, message size in bytes. */
public record CipherConfig(String provider, CipherAlgorithm algorithm, int keyBits, int dataSize) {

    @Override
    public String toString() {
        return provider + " " + algorithm.displayName() + "-" + keyBits + " " + dataSize + " B";
    }
}
