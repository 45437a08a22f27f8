package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.engine.Trial;
import cryptobench.results.RowKey;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.Options;

/** How profiles and JMH command lines expand into trials; nothing is run. */
class TrialPlanTest {

    @Test
    void theQuickProfileIsTheIssuesCiSubset() {
        List<Trial> plan = TrialPlan.checked(Profile.QUICK.options());
        assertEquals(32, plan.size());
        Set<String> methods =
                plan.stream().map(t -> RowKey.shortName(t.benchmark())).collect(Collectors.toSet());
        assertEquals(
                Set.of(
                        "AesGcm.encrypt",
                        "AesGcm.encryptPureJava",
                        "ChaCha20Poly1305.encrypt",
                        "ChaCha20Poly1305.encryptPureJava"),
                methods);
        assertEquals(Set.of("SunJCE", "BC", "Conscrypt", "ACCP"), values(plan, "provider"));
        assertEquals(Set.of("1024", "16384"), values(plan, "dataSize"));
        assertEquals(Set.of("256"), values(plan, "keyBits"));
        assertEquals(plan.size(), plan.stream().map(Trial::key).distinct().count(), "keys are unique");
    }

    @Test
    void profileOptionsAndParamsGiveWayToTheUsersOwn() {
        Options options = Profile.QUICK.options(List.of("-f", "5", "-p", "provider=SunJCE"));
        assertEquals(5, options.getForkCount().get());
        assertEquals(4, options.getWarmupIterations().get(), "the profile's own where the user gives none");
        List<Trial> plan = TrialPlan.checked(options);
        assertEquals(8, plan.size());
        assertEquals(Set.of("SunJCE"), values(plan, "provider"));
        // 5 forks cost more than the profile's 3.
        assertTrue(TrialPlan.seconds(plan)
                > TrialPlan.seconds(TrialPlan.checked(Profile.QUICK.options(List.of("-p", "provider=SunJCE")))));
    }

    @Test
    void optionsGivenInJmhsShortFormsReplaceTheProfilesToo() {
        // "-f5" and "-pdataSize=16" are JMH's own spellings of "-f 5" and "-p dataSize=16": the profile's -f 3 beside
        // -f5 made JMH refuse two fork counts, and its dataSize values were joined to the user's.
        Options options = Profile.QUICK.options(List.of("-f5", "-pdataSize=16", "-wi=2"));
        assertEquals(5, options.getForkCount().get());
        assertEquals(2, options.getWarmupIterations().get());
        assertEquals(List.of("16"), List.copyOf(options.getParameter("dataSize").get()));
        assertEquals(Set.of("16"), values(TrialPlan.checked(options), "dataSize"));
    }

    @Test
    void estimatesFollowForksAndIterations() {
        Trial t = TrialPlan.checked(List.of(
                        "AesGcm.encrypt$",
                        "-p",
                        "provider=SunJCE",
                        "-p",
                        "keyBits=128",
                        "-p",
                        "dataSize=16",
                        "-f",
                        "2",
                        "-wi",
                        "3",
                        "-w",
                        "1s",
                        "-i",
                        "4",
                        "-r",
                        "500ms"))
                .get(0);
        assertEquals(2 * (TrialPlan.FORK_OVERHEAD_SECONDS + TrialPlan.SETTLE_SECONDS + 3 + 2), t.seconds(), 1e-9);
        assertEquals("4 min 10 s", TrialPlan.duration(250));
        assertEquals("1 h 05 min", TrialPlan.duration(3900));
        assertEquals("12 s", TrialPlan.duration(12));
    }

    @Test
    void theFullProfileIsEveryBenchmarkAtSixSizes() {
        List<Trial> full = TrialPlan.checked(Profile.FULL.options());
        // The public-key benchmarks, Streaming and CipherInit have no dataSize.
        assertEquals(
                Set.of("16", "64", "256", "1024", "8192", "16384"),
                values(
                        full.stream()
                                .filter(t -> t.params().get("dataSize") != null)
                                .toList(),
                        "dataSize"));
        assertEquals(
                137,
                full.stream().map(Trial::benchmark).distinct().count(),
                "11 cipher classes x 4 methods, 8 digests x 2, 16 signature and key-agreement methods, 3 of RSA encryption, "
                        + "Pbkdf2 and Hkdf x 2, SecureRandomBytes 4, KeyGeneration 2, Scaling 2, ColdStart 2, "
                        + "Streaming 5, SmallMessage, CipherInit and ByteBufferCipher x 3; MlKem 6, MlDsa 6, X25519MlKem768 3, "
                        + "IsaLevels 5, AesKeyWrap 4, TlsHandshake 4, TlsRecords 2");
        assertTrue(TrialPlan.seconds(full) > 3600, "more than an hour, and said so before it starts");
    }

    @Test
    void theDigestsProfileIsEveryDigestAndMacInBothVariants() {
        List<Trial> plan = TrialPlan.checked(Profile.DIGESTS.options());
        assertEquals(8 * 2 * 4 * 2, plan.size());
        assertTrue(plan.stream()
                .allMatch(
                        t -> t.benchmark().endsWith(".digest") || t.benchmark().endsWith(".digestPureJava")));
    }

    @Test
    void theBreadthProfileIsEveryNewFamilyOnce() {
        List<Trial> plan = TrialPlan.checked(Profile.BREADTH.options());
        // Streaming 4 algorithms x 5 methods; SmallMessage 2 x 2 sizes x 3; CipherInit 2 x 3; ByteBufferCipher
        // 2 x 2 kinds x 2 sizes x 3; Rsa 2 schemes x 3 sizes x 3; RsaEncryption 2 paddings x 3 sizes x 3; EcdsaP256 3,
        // EcdsaP384 3, Ed25519 2, X25519 1, EcdhP256 2, EcdhP384 2; AesKeyWrap 2 modes x 3 keys x 4 methods: per
        // provider.
        assertEquals(4 * (20 + 12 + 6 + 24 + 18 + 18 + 3 + 3 + 2 + 1 + 2 + 2 + 24), plan.size());
        assertEquals(
                Set.of("38", "16384"),
                values(
                        plan.stream()
                                .filter(t -> t.params().containsKey("dataSize"))
                                .toList(),
                        "dataSize"));
        assertTrue(plan.stream().allMatch(t -> t.forks() == 1));
    }

    @Test
    void modesAreExpandedLikeJmhDoes() {
        List<Trial> plan = TrialPlan.checked(List.of(
                "AesGcm.encrypt$",
                "-p",
                "provider=SunJCE",
                "-p",
                "keyBits=128",
                "-p",
                "dataSize=16",
                "-bm",
                "thrpt,avgt"));
        assertEquals(
                List.of(Mode.Throughput, Mode.AverageTime),
                plan.stream().map(Trial::mode).toList());
        assertEquals(
                "AesGcm.encrypt avgt provider=SunJCE keyBits=128 dataSize=16",
                plan.get(1).label());
    }

    @Test
    void badCommandLinesAreErrorsBeforeAnythingRuns() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> TrialPlan.checked(List.of("AesGcm", "-p", "provider=Nope")));
        assertTrue(e.getMessage().contains("unknown provider 'Nope'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TrialPlan.checked(List.of("-f", "many")));
        assertTrue(e.getMessage().contains("many"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Profile.parse("fast"));
        assertEquals(
                "unknown profile 'fast'; valid: quick, gate, headline, digests, breadth, pq, services, scaling, startup, isa, bc-lts, tls, full",
                e.getMessage());
    }

    @Test
    void badIterationCountsKeyTypesAlgorithmsAndThreadCountsAreErrorsBeforeAnyForkStarts() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> TrialPlan.checked(List.of("Pbkdf2", "-p", "iterations=7")));
        assertEquals("-p iterations 7 is not measured; valid: 1000, 600000", e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class,
                () -> TrialPlan.checked(List.of("KeyGeneration", "-p", "keyType=RSA_1024")));
        assertTrue(e.getMessage().startsWith("-p keyType 'RSA_1024' is not one of RSA_2048,"), e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class,
                () -> TrialPlan.checked(List.of("SecureRandomBytes", "-p", "algorithm=DRGB")));
        assertTrue(
                e.getMessage().contains("'DRGB' is not one of")
                        && e.getMessage().contains("DRBG"),
                e.getMessage());
        // a value of one family's enum for another family's param of the same name
        e = assertThrows(
                IllegalArgumentException.class,
                () -> TrialPlan.checked(List.of("(SecureRandomBytes|Streaming)\\.", "-p", "algorithm=DRBG")));
        assertTrue(
                e.getMessage().startsWith("-p algorithm 'DRBG' is not one of AES_GCM, ")
                        && e.getMessage().contains("the values of Streaming's algorithm"),
                e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class,
                () -> TrialPlan.checked(List.of("IsaLevels", "-p", "primitive=SECURE_RANDOM")));
        assertTrue(e.getMessage().contains("the values of IsaLevels's primitive"), e.getMessage());
        assertEquals(
                Set.of("DRBG"),
                values(TrialPlan.checked(List.of("SecureRandomBytes", "-p", "algorithm=DRBG")), "algorithm"));
        e = assertThrows(IllegalArgumentException.class, () -> TrialPlan.checked(List.of("Scaling", "-t", "0")));
        assertTrue(e.getMessage().contains("The given value 0 should be positive"), e.getMessage());
        assertEquals(
                Set.of("AES_GCM", "SECURE_RANDOM"),
                values(TrialPlan.checked(List.of("Scaling", "-p", "primitive=AES_GCM,SECURE_RANDOM")), "primitive"));
    }

    private static Set<String> values(List<Trial> plan, String param) {
        return plan.stream().map(t -> t.params().get(param)).collect(Collectors.toSet());
    }
}
