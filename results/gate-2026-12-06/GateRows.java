import cryptobench.results.*;
import cryptobench.stats.*;
import java.nio.file.*;
import java.util.*;

/**
 * Prints, for each run folder given, one line per row: the run, the row's key, its pooled group and mode, then the
 * gate's figure (geometric mean of fork bests) as compare reads it (centre, moderated log sd, forks, degrees of
 * freedom), then the same for the tables' figure. Run: java -cp target/benchmarks.jar GateRows.java RUN... > rows.tsv
 */
public class GateRows {
    public static void main(String[] a) throws Exception {
        for (String run : a) {
            List<ResultRow> rows = ResultReader.read(List.of(Path.of(run)));
            List<ResultRow> gated = Pooled.attach(rows.stream().map(r -> r.rawByFork().length >= 2 ? r.gatedOn(GateFigure.CHOSEN) : r).toList());
            List<ResultRow> tables = Pooled.attach(rows);
            for (int i = 0; i < gated.size(); i++) {
                ResultRow g = gated.get(i), t = tables.get(i);
                PooledInterval p = g.interval(), q = t.interval();
                System.out.println(run + "\t" + RowKey.of(g, RowKey.Jdk.LABEL) + "\t" + Pooled.group(g) + "\t" + g.mode()
                    + "\t" + (p == null ? "NaN\tNaN\t0\tNaN" : p.center() + "\t" + p.sd() + "\t" + p.forks() + "\t" + p.df())
                    + "\t" + (q == null ? "NaN\tNaN\t0\tNaN" : q.center() + "\t" + q.sd() + "\t" + q.forks() + "\t" + q.df()));
            }
        }
    }
}
