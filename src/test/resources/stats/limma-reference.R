# Reference values of ModeratedVarianceTest from limma itself (Debian's r-bioc-limma):
#   Rscript src/test/resources/stats/limma-reference.R
# limma::squeezeVar(var, df) fits the prior with fitFDist (robust = FALSE, no covariate) and gives
# var.prior (s0^2), df.prior (d0) and var.post ((d0 s0^2 + d s^2) / (d0 + d)) for every row.
suppressPackageStartupMessages(library(limma))
options(digits = 17)
show <- function(name, s2, d) {
  sq <- squeezeVar(s2, d)
  cat(name, "\n")
  cat("  df.prior  =", format(sq$df.prior, digits = 17), "\n")
  cat("  var.prior =", format(sq$var.prior, digits = 17), "\n")
  cat("  var.post  =", paste(format(sq$var.post, digits = 17), collapse = ", "), "\n")
}
cat("limma", as.character(packageVersion("limma")), "on", R.version.string, "\n")
show("finite prior", c(0.010, 0.002, 0.150, 0.040, 0.0005, 0.080, 0.020, 0.300), c(1, 1, 2, 4, 1, 2, 4, 1))
show("infinite prior", c(0.010, 0.012, 0.009, 0.011, 0.010), c(1, 1, 1, 2, 2))
show("a zero variance", c(0.0, 0.004, 0.09, 0.02, 0.0001, 0.3, 0.05), c(1, 2, 4, 4, 1, 4, 2))
