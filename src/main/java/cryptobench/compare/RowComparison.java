package cryptobench.compare;

import cryptobench.results.ResultRow;
import cryptobench.results.Verdict;

/**
 * One benchmark row in both runs (or only in one). {@code next} is in {@code base}'s unit when the
 * two could be converted, and {@code ratio} is new/base in it; {@code low}/{@code high} bound it at
 * the chosen confidence; {@code change} is signed so that positive is better whatever the mode (NaN
 * for added, removed and invalid rows). {@code note} says when the decision had to fall back, a
 * conversion, a floor, or why the row is invalid.
 */
public record RowComparison(
        String key,
        ResultRow base,
        ResultRow next,
        double ratio,
        double low,
        double high,
        double change,
        double pValue,
        Verdict verdict,
        String note) {}
