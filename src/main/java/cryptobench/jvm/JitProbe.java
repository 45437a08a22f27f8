package cryptobench.jvm;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * What the JIT of this JVM is doing: its total compilation time, and whether it is compiling or has
 * methods queued, read from the {@code DiagnosticCommand} MBean's {@code compilerQueue} (the text of
 * {@code jcmd Compiler.queue}).
 */
public interface JitProbe {

    /** Total compilation time so far in milliseconds, or a negative number where the JVM cannot tell. */
    long compileMillis();

    /** Whether a compilation is running or queued; false where the JVM cannot tell. */
    boolean busy();

    /** The probe of this JVM. */
    static JitProbe ofThisJvm() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean timed = jit != null && jit.isCompilationTimeMonitoringSupported();
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        ObjectName name;
        try {
            name = new ObjectName("com.sun.management:type=DiagnosticCommand");
        } catch (JMException e) {
            throw new IllegalStateException(e);
        }
        return new JitProbe() {
            @Override
            public long compileMillis() {
                return timed ? jit.getTotalCompilationTime() : -1;
            }

            @Override
            public boolean busy() {
                try {
                    return JitProbe.busy((String) server.invoke(
                            name, "compilerQueue", new Object[] {null}, new String[] {String[].class.getName()}));
                } catch (JMException | RuntimeException e) {
                    return false;
                }
            }
        };
    }

    /**
     * Whether a {@code Compiler.queue} text shows work: a task under "Current compiles:" or a queue
     * that is not "Empty". The text has a "Current compiles:" section, then "C1 compile queue:" and
     * "C2 compile queue:" sections, each line a task.
     */
    static boolean busy(String queue) {
        for (String line : queue.split("\\R")) {
            String l = line.trim();
            if (!l.isEmpty() && !l.equals("Empty") && !l.endsWith(":")) {
                return true;
            }
        }
        return false;
    }
}
