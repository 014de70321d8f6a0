# Qawale : page des règles et tutoriel (fr)

qawale-rules-intro = Un jeu abstrait moderne pour deux joueurs, édité par Gigamic en 2022 : on soulève des piles de galets pour les semer le long de chemins sinueux.

qawale-rules-goal-title = But du jeu
qawale-rules-goal = Soyez le premier à aligner quatre galets de votre couleur sur le dessus des piles : sur une ligne, une colonne ou l'une des deux grandes diagonales.

qawale-rules-board-title = Plateau et galets
qawale-rules-board = Le plateau compte 4 × 4 cases. Chaque joueur, les Clairs ou les Foncés, a en main 8 galets de sa couleur ; 8 galets neutres n'appartiennent à personne. Aucun galet ne quitte jamais la partie.
    Au départ, chaque coin porte une pile de deux galets neutres et les autres cases sont vides. Le premier joueur est tiré au sort, sauf si les options en décident autrement.
qawale-rules-board-caption = Le départ : deux galets neutres sur chaque coin.

qawale-rules-turn-title = Votre tour
qawale-rules-turn = Choisissez n'importe quelle case occupée, quel que soit le galet du dessus : neutre, à vous ou à l'adversaire. Posez-y un galet de votre main, puis prenez toute la pile.
    Reposez les galets un à un, en commençant par celui du dessous : le premier sur une case voisine de la pile, chacun des suivants sur une case voisine de la précédente. Une pile de 3 galets, le vôtre compris, parcourt donc 3 cases.
    Impossible de passer : tant que vous avez des galets en main, vous avez un coup à jouer.
qawale-rules-turn-caption = Les Clairs ont ajouté un galet aux deux de a1 et semé les trois sur a2, a3 et a4.

qawale-rules-path-title = Le chemin
qawale-rules-path = Le chemin va vers le haut, le bas, la gauche ou la droite, jamais en diagonale, et ne sort jamais du plateau.
    Il peut tourner, traverser des cases vides (elles reçoivent un galet) et repasser par une case, même celle de départ, mais il ne fait jamais demi-tour vers la case qu'il vient de quitter.
    Chaque galet se pose sur ce qui se trouve déjà sur la case. Votre nouveau galet est posé en dernier : il est donc toujours visible au bout du chemin.
qawale-rules-path-caption = Les quatre galets de a4 font le tour d'un carré : le dernier revient sur a4.

qawale-rules-lines-title = Alignements
qawale-rules-lines = Il y a 10 alignements possibles : 4 lignes, 4 colonnes et les 2 grandes diagonales. Seul le galet du dessus de chaque pile compte : les galets en dessous ne forment jamais d'alignement, les neutres non plus.
    On vérifie les alignements une fois tout le chemin semé. Si quatre galets de votre couleur sont alignés, vous gagnez.
qawale-rules-lines-caption = Les Clairs finissent leur chemin sur d1 et alignent quatre galets sur la diagonale a4–d1.

qawale-rules-both-lines-title = L'alignement adverse
qawale-rules-both-lines = Attention : votre chemin peut recouvrir ou découvrir des galets et offrir un alignement à l'adversaire. Si votre coup ne laisse que son alignement, il gagne aussitôt.
    Si votre coup laisse un alignement de chaque couleur, vous gagnez, sauf si l'option ci-dessous en décide autrement.
qawale-rules-both-lines-caption = Le chemin des Clairs depuis d4 complète la ligne 3 foncée et la ligne 2 claire : les Clairs gagnent.

qawale-rules-end-title = Partie nulle
qawale-rules-end = Chaque joueur pose au plus 8 galets : une partie dure donc au plus 16 coups. Quand les deux mains sont vides sans aucun alignement, la partie est nulle.

qawale-rules-option-both-lines-mover = Quand un coup laisse un alignement de chaque couleur, le joueur qui l'a joué gagne.
qawale-rules-option-both-lines-opponent = Quand un coup laisse un alignement de chaque couleur, le joueur qui l'a joué perd, comme au Quixo de Gigamic.
qawale-rules-option-first-random = Le hasard décide qui pose le premier galet.
qawale-rules-option-first-light = Les Clairs posent toujours le premier galet.
qawale-rules-option-first-dark = Les Foncés posent toujours le premier galet.

qawale-tutorial-title = Votre première partie de Qawale

qawale-tutorial-first-move = Vous jouez les Clairs. Cliquez sur les deux galets neutres de a1, le coin en bas à gauche : avec le galet que vous ajoutez, il y en a trois à poser. Cliquez sur a2, a3 et a4, tout droit vers le haut de la colonne de gauche, puis validez.
qawale-tutorial-first-move-done = Les deux neutres sont allés sur a2 et a3, et votre galet, posé en dernier, est visible sur a4.
qawale-tutorial-turn = Les Foncés ont fait de même à droite. Votre pile de a4 contient votre galet : cliquez dessus ; avec celui que vous ajoutez, il y en a quatre à poser. Allez vers la droite sur la ligne du haut, b4, c4 et d4, puis tournez vers le bas jusqu'à d3, et validez.
qawale-tutorial-turn-done = Le galet du dessous d'abord : les neutres sont allés sur b4 et c4, puis vos deux galets. L'un recouvre maintenant celui des Foncés sur d4, l'autre est visible sur d3.
qawale-tutorial-cover = Danger : les Foncés ont trois galets visibles sur la ligne 3 (a3, b3 et c3) et pourraient la compléter sur d3. Cliquez sur votre galet en b2 (deux galets avec celui que vous ajoutez), posez-les sur b3 et b4, et validez.
qawale-tutorial-cover-done = Votre galet recouvre celui des Foncés sur b3 : la ligne est rompue, car seul le dessus de chaque pile compte.
qawale-tutorial-loop = Vos galets sont visibles sur c2 et d1 : il manque a4 et b3 pour la diagonale a4–d1. La pile de b3 cache l'un de vos galets. Cliquez sur b3 et faites le tour du carré : b4, a4, a3 et retour sur b3 (l'autre sens marche aussi), puis validez.
qawale-tutorial-loop-done = Votre galet enfoui est arrivé sur a4 et le nouveau est revenu au sommet de b3 : quatre galets alignés, vous gagnez ! Vous voilà prêt pour une vraie partie.

# Playing with the keyboard.
qawale-rules-keys = Au clavier : Tab pour aller sur le plateau, puis les flèches déplacent le curseur. Entrée ou Espace prend la pile, puis chaque pas du chemin (une flèche, puis Entrée) ; Entrée sur la dernière case du chemin joue le coup. Échap retire le dernier pas ; R lit la position à voix haute.
