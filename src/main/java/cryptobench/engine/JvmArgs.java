package cryptobench.engine;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * JVM arguments written as one line, the way JMH's {@code -jvmArgs} reads them: whitespace between arguments, and
 * double quotes around an argument that holds a space. {@link #split} reads back what {@link #line} writes, for
 * arguments that hold no other whitespace than spaces and no double quotes.
 */
public final class JvmArgs {

    private JvmArgs() {}

    /** The arguments as one line, each one that holds a space in double quotes. */
    public static String line(Collection<String> args) {
        return String.join(
                " ", args.stream().map(a -> a.contains(" ") ? '"' + a + '"' : a).toList());
    }

    /** The arguments of a line: split at whitespace outside double quotes, the quotes dropped, none empty. */
    public static List<String> split(String line) {
        List<String> args = new ArrayList<>();
        StringBuilder arg = new StringBuilder();
        boolean quoted = false;
        for (char c : line.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            } else if (Character.isWhitespace(c) && !quoted) {
                add(args, arg);
            } else {
                arg.append(c);
            }
        }
        add(args, arg);
        return List.copyOf(args);
    }

    private static void add(List<String> args, StringBuilder arg) {
        if (!arg.isEmpty()) {
            args.add(arg.toString());
            arg.setLength(0);
        }
    }
}
