package tabuleiro.grading.tournament.report;

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
                        + " todos contra todos, cada par {2,choice,1#1 jogo|1<{2} jogos} com cada"
                        + " jogador a começar; um"
                        + " agente na caixa de areia tinha {3} ms por jogada e mais {5} s em cada"
                        + " jogo. Semente {4}."},
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
            {"replay.back.link", "Voltar ao torneio"},
            {"intro.swiss", "{0} jogadores (entre eles as âncoras da referência) jogaram {1}"
                        + " jogos em {2} rondas, sistema suíço: cada ronda emparelhou jogadores de"
                        + " pontos, e depois rating, parecidos que ainda não se tinham defrontado,"
                        + " cada par {3,choice,1#1 jogo|1<{3} jogos} com cada jogador a começar;"
                        + " um agente na caixa de"
                        + " areia tinha {4} ms por jogada e mais {6} s em cada jogo. Semente"
                        + " {5}."},
            {"ranking.note.swiss", "Ratings Glicko-2, com as rondas do sistema suíço como"
                        + " períodos; o desvio é a incerteza do rating (cerca de dois desvios para"
                        + " cada lado contêm a força verdadeira). Os pontos contam uma folga como"
                        + " um jogo ganho (um ponto, quando um encontro vale dois ou mais); os"
                        + " ratings contam só jogos."},
            {"byes", "Folgas"},
            {"byes.none", "Nenhum jogador teve folga: o número de jogadores era par."},
            {"byes.round", "Ronda {0}: {1} (um ponto, sem jogo)"},
            {"shard.swiss", "--shard não pode ser dado com --rounds: cada ronda do sistema suíço é"
                        + " emparelhada a partir dos resultados das anteriores, por isso nenhum"
                        + " fragmento conhece os jogos de uma ronda antes de os outros jogarem os"
                        + " seus. Jogue um torneio suíço num só processo, ou o todos contra todos"
                        + " (sem --rounds) em fragmentos."},
            {"shard.expected", "--shard é K/N, o fragmento K de N contados a partir de 0 (0 <= K"
                        + " < N, como os numeram o JOB_COMPLETION_INDEX do Kubernetes e um array"
                        + " do Slurm --array=0-(N-1): 0/4, 1/4, 2/4 e 3/4 são os quatro"
                        + " fragmentos), mas é {0}"},
            {"game.unknown", "--game: o torneio joga {0}, mas é {1}"},
            {"counts", "--games-per-pair, --move-time e --jobs são números positivos, --replays"
                        + " não é negativo, --overage é de 0 a 3600 segundos"},
            {"rounds.positive", "--rounds é um número positivo de rondas, mas é {0}"},
            {"console.shard", "fragmento {0}: {1} dos {2} jogos em {3} s; escrito {4} (junte todos"
                        + " os fragmentos com tournament merge)"},
            {"console.merged", "juntos {0} fragmentos: {1} jogos; escrito {2}"},
            {"merge.none", "não foi dado nenhum fragmento do torneio: a pasta de um fragmento tem"
                        + " tournament-shard.json, escrito por tournament --shard K/N"},
            {"merge.unreadable", "{0} não é o ficheiro de um fragmento do torneio: {1}"},
            {"merge.count", "o fragmento {0} é um de {1} fragmentos, mas o fragmento {2} é um de"
                        + " {3}: os fragmentos de um torneio são todos do mesmo número"},
            {"merge.twice", "o fragmento {0} foi dado duas vezes: {1} e {2}"},
            {"merge.missing", "falta o fragmento {0} (dados: {1}); esperava-se cada fragmento de"
                        + " 0/{2} a {3}/{2}"},
            {"merge.differs", "o fragmento {0} foi jogado com {1} {2}, mas o fragmento {3} com {1}"
                        + " {4}: os fragmentos de um torneio partilham o jogo, a semente,"
                        + " --games-per-pair, --move-time, --replays e --lang"},
            {"merge.players", "o fragmento {0} teve os jogadores {1}, mas o fragmento {2} teve {3}:"
                        + " cada fragmento recebe as mesmas submissões pela mesma ordem, e as"
                        + " âncoras da mesma forma"},
            {"merge.game", "o fragmento {0} tem o jogo {1}, que o calendário da sua semente não"
                        + " lhe dá assim (ou dá uma só vez)"},
            {"merge.absent", "faltam ao fragmento {0} os jogos {1}: o calendário dá ao fragmento"
                        + " {2} de {3} cada jogo cuja posição, a partir de 0, é {2} módulo {3}"},
            {"console.game", "jogo {0}: {1} – {2}: {3}"},
            {"console.starts", "as JVMs dos {0} agentes foram arrancadas {1} vezes (uma por"
                        + " agente, e de novo depois de uma falha ou de uma jogada fora de tempo)"},
            {"console.progress", "{0} jogos feitos, faltam cerca de {1}"},
            {"no.book", "Este avaliador não traz o livro de aberturas do agente perfeito do"
                        + " jogo ({0}), por isso o agente perfeito de cada estudante pesquisa"
                        + " desde o início e perde os jogos por tempo: construa de novo o"
                        + " avaliador a partir do repositório, cuja referência tem o livro."},
            {"console.done", "{0} jogos em {1} s; escrito {2}"},
            {"console.few.games", "{0} jogo(s) por par com cada jogador a começar distinguem"
                        + " agentes de força bem diferente; dê --games-per-pair {1} para"
                        + " ordenar agentes de força próxima"},
            {"openings", "Aberturas e jogos distintos"},
            {"openings.note", "O k-ésimo jogo de cada par com cada jogador a começar partiu da"
                        + " k-ésima destas {0} aberturas (de novo da primeira se o par jogou"
                        + " mais), as mesmas para todos os pares: jogadas que nenhum jogador"
                        + " escolheu. Uma abertura fica quando o jogo não acabou depois dela e"
                        + " o jogador a jogar não ganha com a sua próxima jogada, e, onde a"
                        + " referência tem um resolvedor, quando o jogo perfeito a partir dela"
                        + " não está mais decidido do que desde o início."},
            {"openings.none", "Todos os jogos partiram do início (um jogo de sorte, da sua"
                        + " distribuição, que a semente do jogo baralha)."},
            {"distinct.total", "{0} dos {1} jogos foram distintos."},
            {"distinct.note", "Jogos iguais jogada a jogada, com os jogadores nos mesmos"
                        + " lugares, são um só jogo distinto: os ratings contam todos os jogos,"
                        + " por isso um par de agentes determinísticos que jogou o mesmo jogo"
                        + " vezes sem conta diz menos do que o seu número de jogos."},
            {"column.opening", "Abertura"},
            {"column.pair", "Par"},
            {"column.games", "Jogos"},
            {"column.distinct", "Jogos distintos"},
            {"replay.opening", "Abertura, jogadas do torneio e não dos jogadores: {0}"},
            {"replay.no.opening", "Sem abertura: o jogo partiu do início."},
            {"replay.opening.move", "abertura"},
            {"opening.over", "o jogo acabou depois dela"},
            {"opening.win", "o jogador a jogar ganha com a sua próxima jogada"},
            {"opening.solved", "o jogo perfeito a partir dela ganha antes do último disco do"
                        + " vencedor (pelo resolvedor da referência; a partir da grelha vazia o"
                        + " primeiro jogador só ganha com o seu último disco)"},
            {"openings.unreadable", "--openings: não é possível ler {0}: {1}"},
            {"openings.empty", "--openings: {0} não tem nenhuma abertura; esperava-se uma"
                        + " abertura por linha, com as jogadas como games.csv as escreve (#"
                        + " começa um comentário)"},
            {"openings.illegal", "--openings: {0}: a jogada {2}, {1}, não é legal ali: {3}"},
            {"openings.decided", "--openings: {0}: a abertura decide o jogo: {1}"},
        };
    }
}
