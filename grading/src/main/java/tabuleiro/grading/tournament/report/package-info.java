/**
 * The tournament's files: the report ({@link
 * tabuleiro.grading.tournament.report.TournamentReport}: the ranking, the games, the byes as
 * CSV, {@code tournament.md}, the HTML page and the replays), in {@code TournamentTexts}' words;
 * the settings that make two runs one tournament ({@link
 * tabuleiro.grading.tournament.report.TournamentSettings}); a shard's file ({@link
 * tabuleiro.grading.tournament.report.TournamentShard}, a share of the schedule's games) and
 * the merge that checks the shards and puts their games together ({@link
 * tabuleiro.grading.tournament.report.TournamentMerge}).
 *
 * <p>It uses the referee (the records it writes), the schedule (the standings and byes it
 * tabulates), the games ({@code TournamentGame}: a game's name and replays, and the reference
 * game it draws a replay with), the class's shards ({@code shard.Shard}), the writers' {@code
 * report.CsvRows} and {@code model}; it never plays a game or starts an agent.
 */
package tabuleiro.grading.tournament.report;
