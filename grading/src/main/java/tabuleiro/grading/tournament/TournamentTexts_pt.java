package tabuleiro.grading.tournament;

import java.util.ListResourceBundle;

/** The tournament's pages and console lines, in Portuguese; {@link TournamentTexts} in English. */
public class TournamentTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"title", "{0} — torneio da turma"},
            {"intro", "{0} jogadores (entre eles as âncoras da referência) jogaram {1} jogos,"
                        + " todos contra todos, cada par {2} jogos com cada jogador a começar; um"
                        + " agente na caixa de areia tinha {3} ms por jogada. Semente {4}."},
            {"ranking", "Classificação"},
            {"ranking.note", "Ratings Glicko-2, com as voltas do torneio como períodos; o"
                        + " desvio é a incerteza do rating (cerca de dois desvios para cada lado"
                        + " contêm a força verdadeira)."},
            {"column.rank", "#"},
            {"column.player", "Jogador"},
            {"column.rating", "Rating"},
            {"column.deviation", "Desvio"},
            {"column.points", "Pontos"},
            {"column.record", "Vitórias–empates–derrotas"},
            {"column.forfeits", "Faltas de comparência"},
            {"column.agent", "Classe do agente"},
            {"column.game", "Jogo"},
            {"column.first", "Primeiro"},
            {"column.second", "Segundo"},
            {"column.result", "Resultado"},
            {"column.moves", "Jogadas"},
            {"column.why", "Porquê"},
            {"anchor", "âncora"},
            {"crosstable", "Tabela cruzada"},
            {"crosstable.note", "Pontos do jogador da linha contra o da coluna."},
            {"anchors", "Resultados contra as âncoras"},
            {"forfeits", "Jogos perdidos fora do tabuleiro"},
            {"forfeits.none", "Nenhum jogo foi perdido fora do tabuleiro."},
            {"games", "Jogos"},
            {"games.replays", "O número de cada jogo abre a sua repetição, desenhada pelo"
                        + " desenhador da referência; {0} dos {1} jogos têm uma (todos os jogos"
                        + " perdidos por falta, depois os primeiros do calendário)."},
            {"result.won", "{0} ganhou"},
            {"result.draw", "empate"},
            {"result.forfeit", "{0} perdeu por falta: {1}"},
            {"forfeit.ILLEGAL", "jogada ilegal"},
            {"forfeit.EXCEPTION", "exceção"},
            {"forfeit.TIMEOUT", "tempo esgotado"},
            {"forfeit.CRASH", "falha da JVM"},
            {"replay.title", "Jogo {0}: {1} contra {2}"},
            {"replay.start", "Início"},
            {"replay.back", "Recuar"},
            {"replay.next", "Avançar"},
            {"replay.end", "Fim"},
            {"replay.move", "Posição depois da jogada {0} de {1}"},
            {"replay.pending", "peça entregue, por colocar: {0}"},
            {"replay.qwirkle", "{0} a {1} pontos, {2} peças no saco; mãos: {3} e {4}"},
            {"replay.back.link", "Voltar ao torneio"},
            {"console.game", "jogo {0}: {1} – {2}: {3}"},
            {"console.done", "{0} jogos em {1} s; escrito {2}"},
        };
    }
}
