package cryptobench.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.catalog.Family.Kind;
import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.Variant;
import cryptobench.provider.ProviderRegistry;
import cryptobench.tls.TlsStack;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/** The catalog against what the annotation processor generated (META-INF/BenchmarkList): nothing missing, nothing extra. */
class CatalogTest {

    private static List<BenchmarkListEntry> benchmarks() {
        return BenchmarkList.defaultList()
                .getAll(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of())
                .stream()
                .filter(e -> e.getUsername().startsWith(Family.PACKAGE + "."))
                .toList();
    }

    @Test
    void everyBenchmarkClassHasOneEntryAndEveryEntryHasBenchmarks() {
        Set<Family> seen = new HashSet<>();
        for (BenchmarkListEntry entry : benchmarks()) {
            Family family = Family.ofBenchmark(entry.getUsername());
            assertNotNull(family, entry.getUsername() + " has no entry in the catalog");
            seen.add(family);
        }
        assertEquals(Set.of(Family.values()), seen, "entries without a benchmark class");
    }

    @Test
    void everyBenchmarkDeclaresItsKindsParamsAndTheDefaultProviders() {
        for (BenchmarkListEntry entry : benchmarks()) {
            Family family = Family.ofBenchmark(entry.getUsername());
            var declared = entry.getParams().orElse(Map.of());
            for (String param : family.kind().params()) {
                assertTrue(declared.containsKey(param), entry.getUsername() + " lacks param " + param);
            }
            if (family.kind().params().contains(Params.STACK)) {
                assertEquals(
                        Arrays.stream(TlsStack.values()).map(Enum::name).toList(),
                        Arrays.asList(declared.get(Params.STACK)),
                        entry.getUsername());
            } else {
                assertEquals(
                        Params.DEFAULT_PROVIDERS, Arrays.asList(declared.get(Params.PROVIDER)), entry.getUsername());
            }
            assertTrue(
                    ParamOrder.KNOWN.containsAll(declared.keySet()),
                    entry.getUsername() + " has a param ParamOrder does not" + " know: " + declared.keySet());
        }
    }

    @Test
    void theDefaultProvidersAreTheRegistrysBuiltIns() {
        assertEquals(ProviderRegistry.builtinNames(), Params.DEFAULT_PROVIDERS);
    }

    @Test
    void everyBenchmarkForksWithTheArgumentsOfItsKindAndVariant() {
        int checked = 0;
        for (BenchmarkListEntry entry : benchmarks()) {
            String name = entry.getUsername();
            Family family = Family.ofBenchmark(name);
            Variant variant = Variant.ofBenchmark(name);
            List<String> base = family.kind() == Kind.STREAMING
                    ? ForkArgs.STREAMING
                    : family.kind() == Kind.STARTUP ? ForkArgs.COLD_START : ForkArgs.DEFAULT;
            List<String> expected = new ArrayList<>(base);
            if (variant == Variant.PURE_JAVA) {
                expected.addAll(family.kind().intrinsics().offArgs());
            } else if (variant.useAvx() != null) {
                expected = ForkArgs.isaLevel(variant.useAvx());
            }
            assertEquals(expected, List.copyOf(entry.getJvmArgsPrepend().orElse(List.of())), name);
            checked++;
        }
        assertTrue(checked >= 79, "only " + checked + " benchmarks in META-INF/BenchmarkList");
    }

    @Test
    void profileRegexesSelectFamiliesByName() {
        String regex = Family.regex(List.of(Family.AES_GCM, Family.AES_CBC), "encrypt$");
        assertEquals("cryptobench\\.bench\\.(AesGcm|AesCbc)\\.encrypt$", regex);
        assertTrue("cryptobench.bench.AesCbc.encrypt".matches(".*" + regex));
        assertTrue(!Pattern.compile(regex)
                .matcher("cryptobench.bench.AesCbcPkcs5.encrypt")
                .find());
        assertEquals(Family.SHA3_256, Family.ofBenchmark("cryptobench.bench.Sha3_256.digestPureJava"));
        assertEquals(null, Family.ofBenchmark("org.example.Other.run"));
    }
}
