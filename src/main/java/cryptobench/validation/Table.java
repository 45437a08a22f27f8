package cryptobench.validation;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A plain-text table with left-aligned columns sized to their widest cell. */
public final class Table {

    private final List<String[]> rows = new ArrayList<>();

    public Table(String... header) {
        rows.add(header);
    }

    public void row(String... cells) {
        rows.add(cells);
    }

    public void print(PrintWriter out) {
        int[] widths = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder(" ");
            for (int i = 0; i < row.length; i++) {
                line.append(' ').append(String.format("%-" + widths[i] + "s", row[i]));
            }
            out.println(line.toString().stripTrailing());
        }
    }
}
