# Parties enregistrées et liens (engine/src/record.rs, docs/records.md) : pourquoi l'un d'eux ne
# peut pas être lu ou rejoué. Chaque clé est l'une de record::RECORD_ERROR_KEYS, avec les
# variables du moteur.

# Enveloppes : une raison à une ligne du texte ; une action refusée par le jeu ($why est le
# refus, formulé comme pour un coup).
record-line = ligne { $line } : { $why }
record-action = action { $number } ({ $action }) : { $why }

# Le texte.
record-too-long = la partie enregistrée dépasse { $limit } octets
record-too-many-actions = la partie enregistrée compte plus de { $limit } actions
record-bad-line = cette ligne n'est ni une balise [Nom "valeur"], ni un tour « N. action; action », ni un commentaire commençant par #, ni une ligne vide
record-bad-tag = une balise s'écrit [Nom "valeur"], avec \" et \\ pour " et \ dans la valeur
record-duplicate-tag = la balise [{ $tag }] apparaît deux fois
record-tag-after-actions = les balises se placent avant les actions
record-empty-action = action vide (un numéro de tour sans actions, ou deux ';' de suite)
record-no-version = ce n'est pas une partie enregistrée par Ludus : la balise [Ludus "1"] manque
record-bad-version = « { $version } » n'est pas une version du format des parties ({ $supported })
record-newer-version = la partie est enregistrée au format { $version }, plus récent que celui que lit cette version de Ludus ({ $supported }) : mettez Ludus à jour pour l'ouvrir
record-bad-action-text = l'action { $number } ne peut pas s'écrire dans une partie enregistrée : « { $action } »

# Les balises.
record-no-game = la partie enregistrée ne dit pas à quel jeu elle se joue : [Game "…"]
record-unknown-game = jeu inconnu : « { $game } » (jeux : { $games })
record-unknown-setup = { $game } n'a pas de position de départ « { $setup } » (positions de départ : { $setups })
record-bad-options = les options s'écrivent CLÉ=VALEUR, séparées par des espaces, et non « { $options } »
record-unknown-option = { $game } n'a pas d'option « { $option } » (options : { $options })
record-bad-option-value = l'option « { $option } » ne peut pas valoir « { $value } » (valeurs possibles : { $allowed })
record-bad-seed = la graine est un nombre entier de 0 à 18446744073709551615, et non « { $seed } »
record-bad-seat = « { $entry } » n'est pas une place : écrivez « human » ou « computer N », avec un niveau N de 0 à { $max }
record-seat-count = la partie enregistrée compte { $count } places, mais cette partie de { $game } en a { $seats }
record-bad-agreed = une fin par abandon ou par accord s'écrit « win N » (la place gagnante, à partir de 0), « draw » ou « scores A,B,… », et non « { $agreed } »

# Le rejeu.
record-agreed-impossible = la fin par abandon ou par accord « { $agreed } » ne convient pas à une partie à { $seats } places
record-agreed-over = la partie est terminée selon ses règles : elle ne peut pas finir en plus par un abandon ou un accord
record-bad-setup = mise en place impossible : { $reason }
record-bad-position = la position de départ écrite est illisible : { $reason }
record-upto = la partie enregistrée compte { $count } actions, et non { $upto }

# Une position écrite illisible (celle du départ d'une partie enregistrée ou d'un lien,
# core::PositionError) : quelle partie est fautive. L'anglais de la ligne de commande détaille.
position-parts = la position compte { $found } parties séparées par des espaces : ce n'est pas ainsi que ce jeu l'écrit
position-board = le plateau (la première partie de la position) est illisible, ou porte ce que ce jeu ne peut pas avoir
position-side = « { $text } » ne désigne pas un joueur qui puisse avoir le trait
position-number = « { $text } » n'est pas un nombre entier permis à cet endroit
position-count = le compte des pièces n'y est pas : chaque camp en a un nombre fixe, sur le plateau, en main ou prises
position-impossible = les parties de la position se contredisent : aucune partie n'y mène
position-part = « { $text } » : cette partie de la position est inconnue, répétée, manquante ou illisible
position-history = l'historique des répétitions (seen=) ou le nombre de coups joués (ply=) ne s'accorde pas avec la position
position-options = les options de la partie ne permettent pas cette position

# Les liens.
record-link-too-long = le lien dépasse { $limit } octets
record-link-damaged = le lien est abîmé : ce n'est pas un lien complet vers une partie Ludus
record-link-checksum = le lien est abîmé : sa somme de contrôle ne correspond pas (a-t-il été copié en entier ?)
record-link-newer = le lien est au format { $version }, plus récent que celui que lit cette version de Ludus ({ $supported }) : mettez Ludus à jour pour l'ouvrir
record-link-bad-action = l'action { $number } du lien est la n° { $index } parmi seulement { $count } possibles : ce lien n'a pas été créé par Ludus

# A game's id (the Id tag, a link's id): 12 characters of record::ID_ALPHABET.
record-bad-id = l'identifiant de la partie n'est pas de ceux que donne Ludus (12 lettres et chiffres) : la partie a été modifiée, ou ne vient pas de Ludus
record-bad-devices = il faut un appareil par place (12 lettres et chiffres, ou « - ») : la partie a été modifiée, ou ne vient pas de Ludus
record-bad-chance = il faut un engagement des lancers par place, chacun avec ce qu'il a dévoilé : la partie a été modifiée, ou ne vient pas de Ludus
record-bad-throw = l'action { $number } ({ $action }) n'est pas le lancer que donnent les engagements des joueurs : la partie a été modifiée

# La pendule des places (les balises Clock et Left, la pendule d'un lien ; engine/src/clock.rs).
record-bad-clock = la pendule s'écrit avec une cadence comme 300+5 ([Clock]) et le temps restant à chaque place, en millisecondes ([Left]), les deux balises ou aucune : la partie a été modifiée, ou ne vient pas de Ludus
record-clock-seats = seules les parties à deux places se jouent à la pendule
record-clock-flag = le temps d'une place est écoulé, mais la partie ne se termine pas par sa défaite au temps : la partie a été modifiée
