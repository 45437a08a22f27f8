package cryptobench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/** Every generated benchmark forks with the documented arguments of its family and variant (read from BenchmarkList). */
class ForkArgsTest {

    private static final Set<String> DIGESTS = Set.of("Md5", "Sha1", "Sha256", "Sha512", "Sha3_256", "Ripemd160",
            "HmacSha256", "HmacSha512");
    private static final Set<String> PUBLIC_KEY = Set.of("Rsa", "EcdsaP256", "Ed25519", "X25519", "EcdhP256");

    @Test
    void everyBenchmarkForksWithTheArgumentsOfItsFamilyAndVariant() {
        List<BenchmarkListEntry> entries = List.copyOf(BenchmarkList.defaultList()
                .getAll(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of()));
        int checked = 0;
        for (BenchmarkListEntry entry : entries) {
            String name = entry.getUsername();
            if (!name.startsWith("cryptobench.bench.")) {
                continue;
            }
            String type = name.split("\\.")[2];
            boolean pureJava = Variant.ofBenchmark(name) == Variant.PURE_JAVA;
            List<String> expected;
            if (type.equals("Streaming")) {
                expected = pureJava ? ForkArgs.STREAMING_PURE_JAVA : ForkArgs.STREAMING;
            } else if (!pureJava) {
                expected = ForkArgs.DEFAULT;
            } else if (DIGESTS.contains(type)) {
                expected = ForkArgs.PURE_JAVA_DIGEST;
            } else if (PUBLIC_KEY.contains(type)) {
                expected = ForkArgs.PURE_JAVA_BIGINT;
            } else {
                expected = ForkArgs.PURE_JAVA;
            }
            assertEquals(expected, List.copyOf(entry.getJvmArgsPrepend().orElse(List.of())), name);
            checked++;
        }
        assertTrue(checked >= 79, "only " + checked + " benchmarks in META-INF/BenchmarkList");
    }
}
