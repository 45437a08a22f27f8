package cryptobench.run;

import cryptobench.catalog.Params;
import cryptobench.engine.JvmArgs;
import cryptobench.jvm.ForkArgs;
import cryptobench.results.RowKey;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.Options;

/**
 * The heap a benchmark's forks get, from the same JVM arguments JMH gives them, and the message
 * sizes it holds: a message may take 1/16 of the heap (it, its ciphertext, the output, the
 * provider's own copies and the validation's). 16 MiB in 256 MiB (AES-GCM, AES-CBC, ChaCha20-Poly1305,
 * SHA-256) and 64 MiB in the streaming forks' 1 GiB fit every provider; 32 MiB in 256 MiB did not.
 */
final class ForkHeap {

    /** Heap bytes per message byte. */
    static final int HEAP_PER_MESSAGE = 16;

    /** The params that are one message's size in bytes. */
    static final List<String> SIZE_PARAMS = Params.MESSAGE_LENGTHS;

    private ForkHeap() {}

    /** A benchmark's fork heap in bytes (-1: the JVM picks) and the JVM arguments its {@code @Fork} puts first. */
    record Annotated(long heap, List<String> prepend) {}

    /** The smallest heap a trial's fork gets in place of the default one: it pre-touches in a quarter of the time. */
    static final long SMALLEST = 64L << 20;

    /**
     * The JVM arguments that give a trial's forks a heap sized to its messages in place of the benchmarks'
     * default 256 MiB ({@link ForkArgs#HEAP_MAX}): at least {@link #SMALLEST} and {@link #HEAP_PER_MESSAGE}
     * times its largest message, a power of two; none where that is not smaller, or where the heap is not
     * the default one (the streaming forks', the user's). They take the default heap's place ({@link #inPlace}).
     */
    static List<String> sized(Map<String, String> params, long heap) {
        if (heap != DEFAULT) {
            return List.of();
        }
        long largest = 0;
        for (String name : SIZE_PARAMS) {
            String value = params.get(name);
            if (value != null && value.trim().matches("\\d{1,10}")) {
                largest = Math.max(largest, Long.parseLong(value.trim()));
            }
        }
        long needed = Math.max(SMALLEST, Long.highestOneBit(Math.max(1, largest * HEAP_PER_MESSAGE - 1)) << 1);
        if (needed >= heap) {
            return List.of();
        }
        String mib = (needed >> 20) + "m";
        return List.of("-Xms" + mib, "-Xmx" + mib);
    }

    /**
     * The first {@code @Fork} JVM arguments of {@code annotated} with the heap {@link #sized} for {@code params} in place of
     * the default one, marked {@link ForkArgs#SIZED_HEAP} so that {@link ForkArgs#settings} reads the default back;
     * null where the heap stays as it is.
     */
    static List<String> inPlace(Annotated annotated, Map<String, String> params) {
        List<String> sized = sized(params, annotated.heap());
        if (sized.isEmpty()) {
            return null;
        }
        List<String> args = new ArrayList<>(annotated.prepend());
        args.add(ForkArgs.SIZED_DEFAULT_HEAP);
        args.addAll(sized);
        List<String> placed = ForkArgs.heapInPlace(args);
        return placed == args ? null : placed;
    }

    private static final long DEFAULT = bytes(ForkArgs.HEAP_MAX.substring(4), ForkArgs.HEAP_MAX);

    /** The fork's maximum heap in bytes from its last -Xmx, or -1 when none is given (the JVM picks). */
    static long of(BenchmarkListEntry entry, Options options) {
        List<String> args = new ArrayList<>();
        args.addAll(options.getJvmArgsPrepend().orElse(entry.getJvmArgsPrepend().orElse(List.of())));
        args.addAll(options.getJvmArgs().orElse(entry.getJvmArgs().orElse(hostArgs())));
        args.addAll(options.getJvmArgsAppend().orElse(entry.getJvmArgsAppend().orElse(List.of())));
        return maxHeap(args);
    }

    /** As JMH does without -jvmArgs: the forks inherit this JVM's own arguments. */
    private static Collection<String> hostArgs() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments();
    }

    /** Whether {@code args} set a heap size: -Xms, -Xmx, -XX:InitialHeapSize= or -XX:MaxHeapSize=. */
    static boolean givesHeap(Collection<String> args) {
        for (String a : args) {
            for (String one : JvmArgs.split(a)) {
                if (one.startsWith("-Xms")
                        || one.startsWith("-Xmx")
                        || one.startsWith("-XX:InitialHeapSize=")
                        || one.startsWith("-XX:MaxHeapSize=")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The last -Xmx (or -XX:MaxHeapSize=) among {@code args}, in bytes; -1 if none. */
    static long maxHeap(Collection<String> args) {
        long heap = -1;
        for (String a : args) {
            for (String one : JvmArgs.split(a)) {
                if (one.startsWith("-Xmx")) {
                    heap = bytes(one.substring(4), one);
                } else if (one.startsWith("-XX:MaxHeapSize=")) {
                    heap = bytes(one.substring("-XX:MaxHeapSize=".length()), one);
                }
            }
        }
        return heap;
    }

    private static long bytes(String size, String arg) {
        String s = size.toLowerCase(Locale.ROOT);
        long unit = switch (s.isEmpty() ? ' ' : s.charAt(s.length() - 1)) {
            case 'k' -> 1L << 10;
            case 'm' -> 1L << 20;
            case 'g' -> 1L << 30;
            case 't' -> 1L << 40;
            default -> 1;
        };
        try {
            return Long.parseLong(unit == 1 ? s : s.substring(0, s.length() - 1)) * unit;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("JVM argument " + arg + " is not a heap size such as -Xmx1g");
        }
    }

    /**
     * @throws IllegalArgumentException if a size param of this trial does not fit the fork's heap,
     *         saying how much heap it needs and how to give it
     */
    static void check(String benchmark, Map<String, String> params, long heap) {
        if (heap <= 0) {
            return;
        }
        for (String name : SIZE_PARAMS) {
            String value = params.get(name);
            if (value == null || !value.trim().matches("\\d{1,10}")) {
                continue;
            }
            long size = Long.parseLong(value.trim());
            if (size * HEAP_PER_MESSAGE > heap) {
                long needed = Long.highestOneBit(size * HEAP_PER_MESSAGE - 1) << 1;
                String mib = (needed >> 20) + "m";
                throw new IllegalArgumentException(name + " " + value + " does not fit the " + (heap >> 20)
                        + " MiB heap of "
                        + RowKey.shortName(benchmark) + "'s forks, which hold messages up to " + heap / HEAP_PER_MESSAGE
                        + " bytes (1/" + HEAP_PER_MESSAGE + " of the heap); give the forks at least " + (needed >> 20)
                        + " MiB: -jvmArgsAppend \"-Xms" + mib + " -Xmx" + mib + "\"");
            }
        }
    }
}
