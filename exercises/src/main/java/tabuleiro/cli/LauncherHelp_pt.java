package tabuleiro.cli;

import java.util.ListResourceBundle;

/** The launcher's help in Portuguese; {@link LauncherHelp} in English. */
public class LauncherHelp_pt extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"usage.synopsisHeading", "Utilização: "},
            {"usage.commandListHeading", "Comandos:%n"},
            {"tabuleiro.usage.description", "Jogos de tabuleiro para ensinar: jogue-os, e pergunte"
                        + " à implementação de referência sobre eles."},
            {"mixinStandardHelpOptions.help", "Mostra esta ajuda e termina."},
            {"mixinStandardHelpOptions.version", "Mostra a versão e termina."},
            {"lang", "A língua dos ecrãs e da ajuda: en ou pt (por omissão, a língua do"
                        + " sistema, ${sys:user.language})."},
        };
    }
}
