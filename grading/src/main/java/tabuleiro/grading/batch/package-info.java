/**
 * Grading a whole class: submissions graded in parallel, each result kept with the fingerprint
 * of what it was graded from, so that a re-run or an interrupted run grades only what changed or
 * was not finished.
 */
package tabuleiro.grading.batch;
