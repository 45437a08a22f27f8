package cryptobench.verify;

/**
 * How many of one provider's vectors of one Wycheproof file failed in one way, in one fork: the
 * outcome and, for an exception, its class ("threw an unchecked exception:
 * java.lang.NegativeArraySizeException").
 *
 * @param provider  the provider's name as given
 * @param algorithm the file's label
 * @param kind      the outcome, with the exception's class where there is one
 * @param count     how many vectors failed so
 * @param kept      how many of them are kept with their reproducers
 */
public record FailureKind(String provider, String algorithm, String kind, int count, int kept) {}
