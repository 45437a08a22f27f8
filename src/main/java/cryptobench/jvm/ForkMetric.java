package cryptobench.jvm;

/**
 * What a fork reports of itself beside its score: the time each phase took and what its set-up found.
 * {@link ForkProfiler} sends them to the parent as JMH secondary results (one value per fork in each
 * row's {@code rawData}); {@code results.ForkData} reads them back.
 */
public enum ForkMetric {
    /** JVM start to the trial's first iteration: the JVM's start-up and JMH's own fork set-up. */
    START("fork.start", "s"),
    /** The trial's whole set-up: the intrinsics check, loading providers, the fixture with its checks, settling. */
    SETUP("fork.setup", "s"),
    /** Loading the measured provider and its native code (a reference provider loads during validation). */
    PROVIDER_LOAD("fork.providerLoad", "s"),
    /**
     * Validation of the measured configuration where the fixture times it apart from the rest of its
     * set-up (ciphers): known answers, round trips, agreement with another provider, the quick sweep.
     */
    VALIDATION("fork.validation", "s"),
    /** The quick sweep of lengths around the measured size, part of {@link #VALIDATION}. */
    SWEEP("fork.sweep", "s"),
    /** Running the measured operation until the fork settled. */
    SETTLING("fork.settling", "s"),
    /** JMH's warm-up iterations, the set-up inside the first one excluded. */
    WARMUP("fork.warmup", "s"),
    /** JMH's measurement iterations. */
    MEASUREMENT("fork.measurement", "s"),
    /** 1 if the settling levelled, 0 if it ran out of time. */
    SETTLED("fork.settled", "levelled"),
    /** Chunks the settling ran. */
    SETTLING_CHUNKS("fork.settlingChunks", "chunks"),
    /** The rate the settling ended at (median of its last window). */
    SETTLED_RATE("fork.settledRate", "ops/s"),
    /** Cases the quick sweep checked. */
    SWEEP_CASES("fork.sweepCases", "cases"),
    /** JVM start to the end of the fork's first measured call (cold-start benchmarks, which make one call a fork). */
    FIRST_RESULT("fork.firstResult", "s"),
    /** Intrinsic flags the fork checked before measuring (its variant's flags, off or at the level it asks). */
    FLAGS_CHECKED("fork.flagsChecked", "flags");

    private final String label;
    private final String unit;

    ForkMetric(String label, String unit) {
        this.label = label;
        this.unit = unit;
    }

    /** The secondary result's name in JMH's JSON. */
    public String label() {
        return label;
    }

    public String unit() {
        return unit;
    }

    /** The metric of this secondary result's name, or null. */
    public static ForkMetric ofLabel(String label) {
        for (ForkMetric m : values()) {
            if (m.label.equals(label)) {
                return m;
            }
        }
        return null;
    }
}
