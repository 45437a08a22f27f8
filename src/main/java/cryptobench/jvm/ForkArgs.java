package cryptobench.jvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The JVM arguments of the benchmark forks. The constants are repeated on the benchmarks'
 * {@code @Fork} annotations, which can only hold compile-time constants; a test keeps the two equal.
 */
public final class ForkArgs {

    /** JDK 22+ warns when a native provider loads its library without this; JDK 17 accepts it too. */
    public static final String NATIVE_ACCESS = "--enable-native-access=ALL-UNNAMED";
    /**
     * A fixed, pre-touched heap. Without it the first measured iterations of allocating benchmarks
     * (AEAD init) ran up to 8x slower while G1 grew the young generation into untouched memory.
     * 256 MiB holds a 1 MiB message many times over and pre-touches in about half a second here;
     * 1 GiB took 2 to 4 seconds per fork.
     */
    public static final String HEAP_MIN = "-Xms256m";

    public static final String HEAP_MAX = "-Xmx256m";
    public static final String PRETOUCH = "-XX:+AlwaysPreTouch";
    /**
     * The streaming benchmark's heap: a message of up to 64 MiB, two ciphertexts, the output and a
     * provider's own copy (SunJCE GCM decrypt keeps the whole ciphertext) must fit with room to spare.
     */
    public static final String LARGE_HEAP_MIN = "-Xms1g";

    public static final String LARGE_HEAP_MAX = "-Xmx1g";

    /** The fork arguments of the default variant (the JDK's own intrinsics). */
    public static final List<String> DEFAULT = List.of(NATIVE_ACCESS, HEAP_MIN, HEAP_MAX, PRETOUCH);

    /** The fork arguments of the streaming benchmark: the default variant with the large heap. */
    public static final List<String> STREAMING = List.of(NATIVE_ACCESS, LARGE_HEAP_MIN, LARGE_HEAP_MAX, PRETOUCH);

    /** No host canary in the fork: a cold start must not run other code before its one measured call. */
    public static final String NO_CANARY = "-D" + HostCanary.PROPERTY + "=off";

    /** The fork arguments of the cold-start benchmark: the JVM's own heap, not pre-touched, as a function starts. */
    public static final List<String> COLD_START = List.of(NATIVE_ACCESS, NO_CANARY);

    /** The fork arguments of the pure-Java cipher variant. */
    public static final List<String> PURE_JAVA = concat(DEFAULT, IntrinsicFlags.CIPHER_INTRINSICS_OFF);

    /** The pure-Java cipher variant with the streaming benchmark's large heap. */
    public static final List<String> STREAMING_PURE_JAVA = concat(STREAMING, IntrinsicFlags.CIPHER_INTRINSICS_OFF);

    /** The fork arguments of the pure-Java digest and MAC variant. */
    public static final List<String> PURE_JAVA_DIGEST = concat(DEFAULT, IntrinsicFlags.DIGEST_INTRINSICS_OFF);

    /** The fork arguments of the pure-Java public-key variant (big-integer and EC field intrinsics off). */
    public static final List<String> PURE_JAVA_BIGINT = concat(DEFAULT, IntrinsicFlags.BIGINT_INTRINSICS_OFF);

    /** The class-data archive a run's forks map ({@code run.ClassDataArchive}), named by a hash of the JDK and the jar. */
    public static final String SHARED_ARCHIVE = "-XX:SharedArchiveFile=";

    /** Given with the archive: share classes where the archive can be mapped (the JVM's default). */
    public static final String SHARE_AUTO = "-Xshare:auto";

    /**
     * Says that the heap of a fork's arguments is the one a run sized to its trial's messages ({@code run.ForkHeap.sized})
     * in place of the heap its value names: {@code -Dcryptobench.sizedHeap=256m} before {@code -Xms64m -Xmx64m}.
     */
    public static final String SIZED_HEAP = "-Dcryptobench.sizedHeap=";

    /** {@link #SIZED_HEAP} of the benchmarks' default heap, the one heap a run sizes. */
    public static final String SIZED_DEFAULT_HEAP = SIZED_HEAP + HEAP_MAX.substring(4);

    /** {@code ab}'s forks run beside the parent that holds JMH's lock for them ({@code engine.Side}). */
    public static final String IGNORE_JMH_LOCK = "-Djmh.ignoreLock=true";

    /**
     * The prefixes of the arguments the suite or JMH give a fork for their own bookkeeping: where a run keeps its
     * class-data archive and its validation marks, JMH's per-fork file of compile commands. They name files of one
     * run or fork, so they differ between runs, and they do not change what the fork measures.
     */
    private static final List<String> BOOKKEEPING_PREFIXES =
            List.of(SHARED_ARCHIVE, "-D" + ValidationMarks.PROPERTY + "=", "-XX:CompileCommandFile=", SIZED_HEAP);

    private static final Set<String> BOOKKEEPING = Set.of(SHARE_AUTO, IGNORE_JMH_LOCK);

    /**
     * Whether {@code arg} is one of the suite's own bookkeeping arguments, not a setting: the class-data archive
     * ({@link #SHARED_ARCHIVE}, {@link #SHARE_AUTO}), the run's folder of validation marks
     * ({@code -Dcryptobench.validated=}), JMH's compile command file of one fork, {@link #SIZED_HEAP} and
     * {@link #IGNORE_JMH_LOCK}.
     */
    public static boolean isBookkeeping(String arg) {
        return BOOKKEEPING.contains(arg) || BOOKKEEPING_PREFIXES.stream().anyMatch(arg::startsWith);
    }

    /**
     * {@code args} with the heap that follows {@link #SIZED_HEAP} ({@code -Xms} and {@code -Xmx}) put in place of
     * the heap before it, so that a fork's arguments name one heap; unchanged without both.
     */
    public static List<String> heapInPlace(List<String> args) {
        int marker = sizedHeapMarker(args);
        if (marker < 0
                || marker + 2 >= args.size()
                || !args.get(marker + 1).startsWith("-Xms")
                || !args.get(marker + 2).startsWith("-Xmx")) {
            return args;
        }
        List<String> before = new ArrayList<>(args.subList(0, marker));
        int min = lastIndex(before, "-Xms");
        int max = lastIndex(before, "-Xmx");
        if (min < 0 || max < 0) {
            return args;
        }
        before.set(min, args.get(marker + 1));
        before.set(max, args.get(marker + 2));
        before.add(args.get(marker));
        before.addAll(args.subList(marker + 3, args.size()));
        return List.copyOf(before);
    }

    private static int sizedHeapMarker(List<String> args) {
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).startsWith(SIZED_HEAP)) {
                return i;
            }
        }
        return -1;
    }

    private static int lastIndex(List<String> args, String prefix) {
        for (int i = args.size() - 1; i >= 0; i--) {
            if (args.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A fork's JVM arguments as settings, what the user and the benchmarks gave: {@code args} without the
     * bookkeeping ({@link #isBookkeeping}) and with the heap the benchmarks gave in place of the one a run sizes
     * to a trial's messages ({@code run.ForkHeap.sized}), so that a row compares with rows of runs that did not
     * size it. {@link #SIZED_HEAP} names that heap; runs before it gave the sized heap as an {@code -Xms} and an
     * {@code -Xmx} of one size right after the bookkeeping, only where the heap before it was the benchmarks'
     * default ({@link #HEAP_MAX}). A heap size the user gives is theirs, and then the run gives none.
     */
    public static List<String> settings(List<String> given) {
        List<String> args = heapInPlace(given);
        int marker = sizedHeapMarker(args);
        String replaced = marker < 0 ? null : args.get(marker).substring(SIZED_HEAP.length());
        List<String> out = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (isBookkeeping(a)) {
                continue;
            }
            if (replaced != null && (a.startsWith("-Xms") || a.startsWith("-Xmx"))) {
                out.add(a.substring(0, 4) + replaced);
            } else if (replaced == null
                    && i > 0
                    && i + 1 < args.size()
                    && isBookkeeping(args.get(i - 1))
                    && a.startsWith("-Xms")
                    && args.get(i + 1).equals("-Xmx" + a.substring(4))
                    && HEAP_MAX.equals(lastMaxHeap(args.subList(0, i)))) {
                i++; // the run's sized heap: both arguments
            } else {
                out.add(a);
            }
        }
        return List.copyOf(out);
    }

    /** The last -Xmx or -XX:MaxHeapSize= of {@code args} as given, or null. */
    private static String lastMaxHeap(List<String> args) {
        String last = null;
        for (String a : args) {
            if (a.startsWith("-Xmx") || a.startsWith("-XX:MaxHeapSize=")) {
                last = a;
            }
        }
        return last;
    }

    /** The fork arguments of the default variant at ISA level {@code useAvx}. */
    public static List<String> isaLevel(int useAvx) {
        return concat(DEFAULT, IntrinsicFlags.useAvxArgs(useAvx));
    }

    private static List<String> concat(List<String> base, List<String> off) {
        List<String> args = new ArrayList<>(base);
        args.addAll(off);
        return List.copyOf(args);
    }

    private ForkArgs() {}
}
