package cryptobench.compare;

import cryptobench.results.ResultRow;

/**
 * One benchmark row in both runs (or only in one). {@code ratio} is new/base in the row's own
 * unit; {@code low}/{@code high} bound it at the chosen confidence; {@code change} is signed so
 * that positive is better whatever the mode (NaN for added, removed and invalid rows). {@code note} says when the decision had to fall back.
 */
public record RowComparison(String key, ResultRow base, ResultRow next, double ratio, double low, double high,
                            double change, double pValue, Verdict verdict, String note) {
}
