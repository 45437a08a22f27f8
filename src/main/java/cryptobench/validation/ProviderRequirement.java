package cryptobench.validation;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.provider.ProviderInfo;
import cryptobench.provider.ProviderRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What {@code --require NAME,...} checks before anything runs: each provider loads here and offers
 * the headline ciphers (AES-256-GCM, ChaCha20-Poly1305, AES-256-CBC, AES-256-CTR), each validated as
 * a trial would be, except those the platform's {@link ExpectedSkips} say it does not offer.
 */
public final class ProviderRequirement {

    /** The headline profile's ciphers, at its key size and smaller message. */
    static final List<CipherAlgorithm> HEADLINE = List.of(
            CipherAlgorithm.AES_GCM,
            CipherAlgorithm.CHACHA20_POLY1305,
            CipherAlgorithm.AES_CBC,
            CipherAlgorithm.AES_CTR);

    static final int KEY_BITS = 256;
    static final int DATA_SIZE = 1024;

    private ProviderRequirement() {}

    /**
     * One line per problem, naming the provider and what it lacks; empty when every named provider
     * is as required. A provider without a tally on this platform (a provider class, or no tally
     * for the platform) must offer at least one headline cipher.
     */
    public static List<String> problems(List<String> names) {
        return problems(names, ExpectedSkips.of(ExpectedSkips.platform()));
    }

    static List<String> problems(List<String> names, Optional<ExpectedSkips> tally) {
        List<String> problems = new ArrayList<>();
        ProviderMatrix.Settings s = new ProviderMatrix.Settings(
                names.stream().map(ProviderRegistry::canonical).distinct().toList(), HEADLINE, DATA_SIZE, List.of());
        for (String name : s.providers()) {
            ProviderInfo info = ProviderRegistry.describe(name);
            if (!info.loaded()) {
                problems.add(name + " is required but cannot load: " + info.loadError());
                continue;
            }
            boolean listed =
                    tally.isPresent() && ProviderRegistry.builtinNames().contains(name);
            int offered = 0;
            for (ProviderTable.Row row : ProviderTable.CIPHERS.rows(s)) {
                if (!row.labels().get(1).equals(String.valueOf(KEY_BITS))) {
                    continue;
                }
                ProviderMatrix.CellResult v = ProviderMatrix.check(ProviderTable.CIPHERS, row, name);
                switch (v.mark()) {
                    case OK -> offered++;
                    case FAIL ->
                        problems.add(name + " is required but fails " + String.join(" ", v.row()) + ": " + v.detail());
                    case NO -> {
                        if (listed && !tally.get().lists(v.cell())) {
                            problems.add(name + " is required but does not offer " + String.join(" ", v.row()) + ": "
                                    + v.detail() + " (" + ExpectedSkips.FOLDER
                                    + tally.get().platformName()
                                    + ".txt expects it here)");
                        }
                    }
                }
            }
            if (!listed && offered == 0) {
                problems.add(name + " is required but offers none of the headline ciphers ("
                        + String.join(
                                ", ",
                                HEADLINE.stream()
                                        .map(CipherAlgorithm::displayName)
                                        .toList()) + ", "
                        + KEY_BITS + "-bit keys)");
            }
        }
        return problems;
    }
}
