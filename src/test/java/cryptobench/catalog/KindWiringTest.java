package cryptobench.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.catalog.Family.Kind;
import cryptobench.report.Sections;
import cryptobench.run.Profile;
import cryptobench.validation.ProviderTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Every catalog kind is wired up: one report section claims it ({@link Sections}), a {@code providers}
 * table lists it ({@link ProviderTable}) and a profile besides full runs it ({@link Profile#of}), or
 * the registry gives the reason it has none.
 */
class KindWiringTest {

    @Test
    void everyKindHasOneReportSection() {
        List<String> missing = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            List<String> sections = Sections.byKind().getOrDefault(kind, List.of());
            if (sections.size() != 1) {
                missing.add(kind + " is claimed by " + (sections.isEmpty() ? "no report section" : sections)
                        + ": give it exactly one in report/Sections (a section's kinds())");
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void everyKindHasItsProvidersTableOrAReasonForNone() {
        List<String> missing = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            Optional<ProviderTable> table = ProviderTable.of(kind);
            String reason = ProviderTable.NOT_LISTED.get(kind);
            if (table.isPresent() == (reason != null) || reason != null && reason.isBlank()) {
                missing.add(
                        kind
                                + (table.isPresent()
                                        ? " is in table " + table.get() + " and also in NOT_LISTED"
                                        : " has no providers table: add it to a validation/ProviderTable's kinds, or to NOT_LISTED with the reason"));
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void everyKindHasAProfileThatRunsItsFamilies() {
        Set<BenchmarkListEntry> benchmarks = BenchmarkList.defaultList()
                .getAll(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of());
        List<String> missing = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            Optional<Profile> profile = Profile.of(kind);
            if (profile.isEmpty() || profile.equals(Optional.of(Profile.FULL))) {
                missing.add(kind
                        + (profile.isPresent()
                                ? " names full, which runs everything: name the profile that shows it"
                                : " has no profile: add it to Profile's BY_KIND"));
                continue;
            }
            if (profile.isPresent()) {
                Pattern include = Pattern.compile(profile.get().include());
                boolean runs = benchmarks.stream()
                        .anyMatch(b -> Family.ofBenchmark(b.getUsername()) != null
                                && Family.ofBenchmark(b.getUsername()).kind() == kind
                                && include.matcher(b.getUsername()).find());
                if (!runs) {
                    missing.add(kind + ": profile " + profile.get().label() + " runs none of its benchmarks");
                }
            }
        }
        assertTrue(missing.isEmpty(), String.join("\n", missing));
    }
}
